// @vitest-environment jsdom
/**
 * The member centre's frame: pages keep the spec's order whatever order they are listed in, and a
 * page's count badge follows the machine it reads (through `badgeFrom`), showing nothing at 0.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { badgeCount, badgeFrom } from '../../app/components/centre/badge';
import type { CentrePage } from '../../app/components/centre/centre-page';
import { CentreNav } from '../../app/components/centre/CentreNav';
import { CentreOutlet } from '../../app/components/centre/CentreOutlet';
import { inSpecOrder, MEMBER_PAGE_ORDER, MEMBER_PAGES } from '../../app/shell/centre-pages';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const View = lazy(async () => ({ default: () => null }));
const page = (id: string, over: Partial<CentrePage> = {}): CentrePage => ({ id, titleKey: `memberPages.${id}`, icon: 'history', component: View, ...over });

describe('member centre pages', () => {
  it('lists every page in the spec order (§2), wherever an entry was added', () => {
    const ids = MEMBER_PAGES.map((p) => p.id);
    for (const id of ids) expect(MEMBER_PAGE_ORDER).toContain(id);
    const ranks = ids.map((id) => (MEMBER_PAGE_ORDER as readonly string[]).indexOf(id));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // All 14 of the spec's pages exist (the browser tests walk MEMBER_PAGE_ORDER itself).
    expect([...ids].sort()).toEqual([...MEMBER_PAGE_ORDER].sort());
    expect(inSpecOrder([page('manualRebate'), page('personalHistoryCopy'), page('unknown'), page('securityCenter')]).map((p) => p.id)).toEqual([
      'securityCenter',
      'personalHistoryCopy',
      'manualRebate',
      'unknown',
    ]);
  });

  it('has a title in the shell catalogue for each of the 14 pages', () => {
    expect(MEMBER_PAGE_ORDER).toHaveLength(14);
    for (const id of MEMBER_PAGE_ORDER) expect(tr(`memberPages.${id}`)).not.toBe(`memberPages.${id}`);
  });
});

describe('count badges', () => {
  it('keeps a badge a whole count ≥ 0', () => {
    expect([badgeCount(3), badgeCount(2.7), badgeCount(-1), badgeCount(Number.NaN), badgeCount(undefined), badgeCount('4')]).toEqual([3, 2, 0, 0, 0, 0]);
  });

  it('shows the count the machine holds beside the page name, follows it, and shows nothing at 0', async () => {
    let balance = 3;
    const sys = createTestSystem({ token: 'tok', fakes: { fetchBalance: async () => ({ sumBalance: balance, balance: [], currencySymbol: '$' }) } });
    // Any selector of any machine: here the wallet's balance stands for an unread count.
    const pages = [page('personalHistoryCopy'), page('messageV2', { icon: 'mail', useBadge: badgeFrom('wallet', (s) => s?.context.balance) })];
    renderWithSystem(<CentreNav pages={pages} current="personalHistoryCopy" base="/member" labelKey="centre.memberNav" />, sys.services);
    const nav = screen.getByRole('navigation', { name: tr('centre.memberNav') });
    const messages = within(nav).getByRole('link', { name: new RegExp(tr('memberPages.messageV2')) });
    await waitFor(() => expect(within(messages).getByText('3')).toBeTruthy());
    expect(within(messages).getByText(tr('centre.badge_other', { count: 3 }))).toBeTruthy();
    // The page without a badge shows no count.
    expect(within(nav).getByRole('link', { name: tr('memberPages.personalHistoryCopy') }).textContent).toBe(tr('memberPages.personalHistoryCopy'));

    balance = 12;
    act(() => sys.root.system.get('wallet').send({ type: 'wallet.refresh' }));
    await waitFor(() => expect(within(messages).getByText('12')).toBeTruthy());
    balance = 0;
    act(() => sys.root.system.get('wallet').send({ type: 'wallet.refresh' }));
    await waitFor(() => expect(messages.textContent).toBe(tr('memberPages.messageV2')));
  });

  it("is one main landmark per page: the agent centre's area is its page's main, the member centre's sits in the shell's", () => {
    const sys = createTestSystem();
    const member = renderWithSystem(<CentreOutlet page={page('personalHistoryCopy')} landmark={false} />, sys.services);
    expect(screen.getByRole('heading', { level: 1, name: tr('memberPages.personalHistoryCopy') })).toBeTruthy();
    expect(screen.queryByRole('main')).toBeNull();
    member.unmount();
    renderWithSystem(<CentreOutlet page={page('personalHistoryCopy')} />, sys.services);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

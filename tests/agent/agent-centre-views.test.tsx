// @vitest-environment jsdom
/**
 * The agent centre's registration centre, announcements and the member pages it shares, against
 * the real root actor over fake effects.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import AgentHomePage from '../../app/agent/AgentHomePage';
import { AGENT_PAGES, AGENT_SHORTCUTS } from '../../app/shell/centre-pages';
import { STATUS } from '../support/system';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem, type Fakes } from '../support/system';

const AGENT = { id: 3, account: 'agent01', nickname: 'Agent One', type: 1 };

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <AgentHomePage pages={AGENT_PAGES} shortcuts={AGENT_SHORTCUTS} page={page} />;
}

function renderAgentCentre(path: string, opts: { flags?: Record<string, boolean>; fakes?: Fakes } = {}) {
  const sys = createTestSystem({ token: 'agent-token', flags: opts.flags ?? { AGENTPOLICY3: true }, fakes: { fetchMemberInfo: async () => AGENT, ...opts.fakes } });
  renderWithSystem(
    <Routes>
      <Route path="/agentHome/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    path,
  );
  return sys;
}

describe('the member pages the agent centre shares', () => {
  it('lists deposit, withdraw, transfer to upline, messages and customer service after the agent pages, and opens the member page itself', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAgentCentre('/agentHome/transferUpline', {
      fakes: {
        fetchSystemStatus: async () => ({ ...STATUS, info: { ...STATUS.info, customerService: [{ csType: 'LIVECHAT', path: 'https://cs.example/chat' }] } }),
        fetchUplineTransferInfo: async () => ({ recipient: 'house', min: 10, max: 1000, balance: 500, hasPaymentPassword: true }),
      },
    });
    // The transfer to the upline is the member centre's page, over its own actor.
    expect(await screen.findByRole('heading', { level: 1, name: tr('memberPages.transferUpline') }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('house', undefined, { timeout: 5000 })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const lists = within(nav).getAllByRole('list');
    const shared = () => within(lists.at(-1)!).getAllByRole('link').map((a) => a.getAttribute('href'));
    await waitFor(() => expect(shared()).toEqual(['/agentHome/depositv2', '/agentHome/withdraw', '/agentHome/transferUpline', '/agentHome/messageV2', '/agentHome/customerService']));
    expect(within(lists[0]!).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/agentHome/teamOverview');

    fireEvent.click(within(nav).getByRole('link', { name: tr('common.customerService') }));
    const button = await screen.findByRole('button', { name: new RegExp(tr('content:more.cs.LIVECHAT')) }, { timeout: 5000 });
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('https://cs.example/chat', 'customer-service', 'width=440,height=750,noopener');
  });

  it('leaves customer service out when the brand has no address', async () => {
    renderAgentCentre('/agentHome/depositv2');
    const nav = await screen.findByRole('navigation', undefined, { timeout: 5000 });
    await waitFor(() => expect(within(nav).getByRole('link', { name: tr('memberPages.depositv2') })).toBeTruthy());
    expect(within(nav).queryByRole('link', { name: tr('common.customerService') })).toBeNull();
  });
});

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
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem, STATUS, type Fakes } from '../support/system';

const AGENT = { id: 3, account: 'agent01', nickname: 'Agent One', type: 1 };

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <AgentHomePage pages={AGENT_PAGES} shortcuts={AGENT_SHORTCUTS} page={page} />;
}

function renderAgentCentre(path: string, opts: { flags?: Record<string, boolean>; fakes?: Fakes } = {}) {
  const sys = createTestSystem({
    token: 'agent-token',
    flags: opts.flags ?? { AGENTPOLICY3: true },
    fakes: { fetchMemberInfo: async () => AGENT, ...opts.fakes },
  });
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
    const shared = () =>
      within(lists.at(-1)!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    await waitFor(() =>
      expect(shared()).toEqual([
        '/agentHome/depositv2',
        '/agentHome/withdraw',
        '/agentHome/transferUpline',
        '/agentHome/messageV2',
        '/agentHome/customerService',
      ]),
    );
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/agentHome/teamOverview');

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

const RULES = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4, minLength: 6, maxLength: 12 },
};
const LINKS = {
  affiliateCode: 'AG7',
  links: [
    { kind: 'PLAYER', url: 'https://brand.test/register?affiliateCode=AG7' },
    { kind: 'AGENT', url: 'https://brand.test/register?affiliateCode=AG7&accountType=AGENT' },
  ],
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;

describe('the registration centre', () => {
  it('checks the fields against the server rules, keeps what was typed when the username is taken, then registers an agent', async () => {
    let taken = true;
    const sys = renderAgentCentre('/agentHome/registrationCentre', {
      fakes: {
        fetchRegisterRules: async () => RULES,
        fetchReferralLinks: async () => LINKS,
        registerDownline: (async (i: { username: string; kind: string }) => {
          if (taken) {
            taken = false;
            throw biz('exists.username.err');
          }
          return { account: i.username.toLowerCase(), type: i.kind === 'AGENT' ? 1 : 0, registeredAt: 1 };
        }) as never,
      },
    });
    await screen.findByRole('button', { name: tr('registrationCentre.submit') }, { timeout: 5000 });
    // Nothing typed: every field says so; a username breaking the rule gets the rule's message.
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    expect(await screen.findAllByText(tr('validation.required'))).toHaveLength(3);
    fireEvent.change(field(tr('registrationCentre.username')), { target: { value: '9lives' } });
    fireEvent.change(field(tr('registrationCentre.password')), { target: { value: 'Secret123' } });
    fireEvent.change(field(tr('registrationCentre.confirmPassword')), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    expect(await screen.findByText(tr('validation.inconsistentTwice'))).toBeTruthy();
    expect(screen.getAllByText(tr('validation.pattern.1', { min: 4, max: 16 })).length).toBeGreaterThan(0);
    expect(sys.callsOf('registerDownline')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: new RegExp(tr('registrationCentre.kinds.AGENT')) }));
    fireEvent.change(field(tr('registrationCentre.username')), { target: { value: 'down01' } });
    fireEvent.change(field(tr('registrationCentre.confirmPassword')), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    expect(await screen.findByText(tr('errors.usernameExists'))).toBeTruthy();
    expect(field(tr('registrationCentre.password')).value).toBe('Secret123');
    expect((screen.getByRole('radio', { name: new RegExp(tr('registrationCentre.kinds.AGENT')) }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(field(tr('registrationCentre.username')), { target: { value: 'Newbie01' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    const done = await screen.findByTestId('registered-downline');
    expect(done.textContent).toContain(tr('registrationCentre.registered', { account: 'newbie01', kind: tr('registrationCentre.kinds.AGENT') }));
    expect(
      within(done)
        .getByRole('link', { name: tr('registrationCentre.seeInList') })
        .getAttribute('href'),
    ).toBe('/agentHome/downlineManagement');
    expect(sys.callsOf('registerDownline')).toEqual([
      { kind: 'AGENT', username: 'down01', password: 'Secret123', confirmPassword: 'Secret123', fields: {} },
      { kind: 'AGENT', username: 'Newbie01', password: 'Secret123', confirmPassword: 'Secret123', fields: {} },
    ]);
    // Register another: a fresh form, the kind kept.
    fireEvent.click(within(done).getByRole('button', { name: tr('registrationCentre.another') }));
    expect(((await screen.findByLabelText(new RegExp(`^${tr('registrationCentre.username')}`), { selector: 'input' })) as HTMLInputElement).value).toBe('');
  });

  it('shows and requires the fields the brand turns on, as the player registration does, and sends them', async () => {
    const rules = {
      ...RULES,
      mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 11 },
      paymentPassword: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 4, maxLength: 6 },
      email: {
        enabled: true,
        required: false,
        acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
        patternId: 3,
        minLength: 6,
        maxLength: 50,
      },
      birthday: { enabled: true, required: false, acceptedPattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', patternId: 11, minLength: 10, maxLength: 10 },
      telegram: { enabled: false, required: true, acceptedPattern: '*', patternId: 0 },
    };
    const sys = renderAgentCentre('/agentHome/registrationCentre', {
      fakes: {
        fetchRegisterRules: async () => rules,
        fetchReferralLinks: async () => LINKS,
        registerDownline: (async (i: { username: string }) => ({ account: i.username.toLowerCase(), type: 0, registeredAt: 1 })) as never,
      },
    });
    await screen.findByRole('button', { name: tr('registrationCentre.submit') }, { timeout: 5000 });
    // The brand's fields, labelled as in the register modal; a disabled one is not there.
    const mobile = field(tr('account:register.fields.mobileNum'));
    const payment = field(tr('account:register.fields.paymentPassword'));
    const email = field(tr('account:register.fields.email'));
    expect([mobile.required, payment.required, email.required]).toEqual([true, true, false]);
    expect(payment.type).toBe('password');
    expect(screen.queryByLabelText(new RegExp(`^${tr('account:register.fields.telegram')}`))).toBeNull();
    fireEvent.change(field(tr('registrationCentre.username')), { target: { value: 'Fielder1' } });
    fireEvent.change(field(tr('registrationCentre.password')), { target: { value: 'Secret123' } });
    fireEvent.change(field(tr('registrationCentre.confirmPassword')), { target: { value: 'Secret123' } });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.change(field(tr('account:register.fields.birthday')), { target: { value: '2020-02-02' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    // Required as the rules say, each rule's own message, the brand's age limit.
    expect(await screen.findAllByText(tr('validation.required'))).toHaveLength(2);
    expect(screen.getByText(tr('validation.pattern.3', { min: 6, max: 50 }))).toBeTruthy();
    expect(screen.getByText(tr('validation.ageLimit', { age: 18 }))).toBeTruthy();
    expect(sys.callsOf('registerDownline')).toEqual([]);
    fireEvent.change(mobile, { target: { value: '081 234 5678' } });
    fireEvent.change(payment, { target: { value: '12' } });
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.change(field(tr('account:register.fields.birthday')), { target: { value: '1990-02-02' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    expect(await screen.findByText(tr('validation.pattern.6', { min: 4, max: 6 }))).toBeTruthy();
    fireEvent.change(payment, { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    await screen.findByTestId('registered-downline');
    expect(sys.callsOf('registerDownline')).toEqual([
      {
        kind: 'PLAYER',
        username: 'Fielder1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        fields: { mobileNum: '0812345678', countryDialingCode: '66', paymentPassword: '2468', birthday: '1990-02-02' },
      },
    ]);
  });

  it('puts a taken e-mail under the e-mail, as the player registration does', async () => {
    const rules = { ...RULES, email: { enabled: true, required: true, acceptedPattern: '*', patternId: 3, minLength: 6, maxLength: 50 } };
    renderAgentCentre('/agentHome/registrationCentre', {
      fakes: {
        fetchRegisterRules: async () => rules,
        fetchReferralLinks: async () => LINKS,
        registerDownline: async () => {
          throw biz('exists.email.err');
        },
      },
    });
    await screen.findByRole('button', { name: tr('registrationCentre.submit') }, { timeout: 5000 });
    fireEvent.change(field(tr('registrationCentre.username')), { target: { value: 'Fielder1' } });
    fireEvent.change(field(tr('registrationCentre.password')), { target: { value: 'Secret123' } });
    fireEvent.change(field(tr('registrationCentre.confirmPassword')), { target: { value: 'Secret123' } });
    fireEvent.change(field(tr('account:register.fields.email')), { target: { value: 'taken@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: tr('registrationCentre.submit') }));
    expect(await screen.findByText(tr('errors.emailExists'))).toBeTruthy();
    expect(field(tr('account:register.fields.email')).value).toBe('taken@example.test');
  });

  it('shows the referral links with their code, copy buttons and QR codes; a failure offers a retry', async () => {
    let fail = true;
    renderAgentCentre('/agentHome/registrationCentre', {
      fakes: {
        fetchRegisterRules: async () => RULES,
        fetchReferralLinks: async () => {
          if (fail) {
            fail = false;
            throw new Error('network');
          }
          return LINKS;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 5000 }));
    expect((await screen.findByTestId('affiliate-code')).textContent).toBe('AG7');
    const agent = screen.getByTestId('referral-AGENT');
    expect(within(agent).getByText(LINKS.links[1]!.url)).toBeTruthy();
    expect(within(agent).getByRole('button', { name: tr('registrationCentre.copyLink', { kind: tr('registrationCentre.links.AGENT') }) })).toBeTruthy();
    expect(within(agent).getByRole('img', { name: tr('registrationCentre.qr', { kind: tr('registrationCentre.links.AGENT') }) })).toBeTruthy();
    expect(screen.getByTestId('referral-PLAYER')).toBeTruthy();
  });
});

const NOTE = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `Notice ${id}`,
  html: `<p>Body of <strong>${id}</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>`,
  publishedAt: Date.UTC(2026, 10, 20),
  pinned: false,
  ...over,
});

describe('the announcements', () => {
  it('lists them, opens one with its HTML made safe, and pages', async () => {
    const sys = renderAgentCentre('/agentHome/announcement', {
      fakes: {
        fetchAgentAnnouncements: (async (req: { page: number }) => ({
          rows: req.page === 1 ? [NOTE('A1', { pinned: true }), NOTE('A2')] : [NOTE('A3')],
          totalCount: 3,
          totalPages: 2,
        })) as never,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Notice A1/ }, { timeout: 5000 }));
    expect(screen.getAllByText(tr('agentAnnouncement.pinned')).length).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog', { name: 'Notice A1' });
    expect(within(dialog).getByText('A1').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: tr('common.page', { page: 2 }) }));
    expect(await screen.findByRole('button', { name: /Notice A3/ })).toBeTruthy();
    expect(sys.callsOf('fetchAgentAnnouncements').map((r) => (r as { page: number }).page)).toEqual([1, 2]);
  });

  it('says when there are none, and offers a retry after a failure', async () => {
    let calls = 0;
    renderAgentCentre('/agentHome/announcement', {
      fakes: {
        fetchAgentAnnouncements: (async () => {
          calls += 1;
          if (calls === 1) throw new Error('network');
          return { rows: [], totalCount: 0, totalPages: 1 };
        }) as never,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 5000 }));
    expect(await screen.findByText(tr('agentAnnouncement.empty'))).toBeTruthy();
  });
});

describe('signing out of the agent centre', () => {
  it('asks for the same confirmation the member side asks; cancelling keeps the session', async () => {
    const sys = renderAgentCentre('/agentHome/teamOverview');
    await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    const signOut = await screen.findByRole('button', { name: tr('header.signOut') }, { timeout: 5000 });
    fireEvent.click(signOut);
    let confirm = screen.getByRole('dialog', { name: tr('header.signOut') });
    expect(within(confirm).getByText(tr('header.signOutConfirm'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: tr('common.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true);

    fireEvent.click(signOut);
    confirm = screen.getByRole('dialog', { name: tr('header.signOut') });
    fireEvent.click(within(confirm).getByRole('button', { name: tr('header.signOut') }));
    await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedOut')).toBe(true));
  });
});

// @vitest-environment jsdom
/**
 * Account views against the real root actor with fake effects (no gateway, no simulator): the
 * login modal's tabs and captcha, the SMS countdown, the register form's rules and messages,
 * the change-password modal (forced and voluntary), and the agent centre's GMT clock.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import LoginModal from '../../app/account/LoginModal';
import RegisterModal from '../../app/account/RegisterModal';
import ChangePasswordModal from '../../app/account/ChangePasswordModal';
import AgentHomePage from '../../app/agent/AgentHomePage';
import { AGENT_PAGES } from '../../app/shell/centre-pages';
import { Header } from '../../app/shell/Header';
import { captchaDataUrl } from '../../app/account/CaptchaField';
import { GatewayError, registerMessageKeys } from '../../gateway/errors';
import { ERROR_MESSAGE_KEYS } from '../../gateway/error-messages';
import { formatGmt } from '../../machines/agent/agent-clock/agent-clock.machine';
import { actorsOf, type RootActor } from '../../machines/system/system';
import { tr } from '../support/i18n';
import { createTestSystem, openLogin, renderWithSystem, type Fakes, type TestSystemOptions } from '../support/system';
import { humanCheckStandIn } from '../../machines/shared/human-check/human-check';

function makeSystem(
  opts: { flags?: Record<string, boolean>; fx?: Fakes; token?: string; clock?: SimulatedClock; member?: unknown; logic?: TestSystemOptions['logic'] } = {},
) {
  return createTestSystem({
    ...(opts.logic ? { logic: opts.logic } : {}),
    flags: opts.flags ?? {},
    token: opts.token ?? null,
    ...(opts.clock ? { clock: opts.clock } : {}),
    fakes: { ...(opts.member ? { fetchMemberInfo: async () => opts.member } : {}), ...opts.fx },
  });
}

const stop = (root: RootActor) => root.stop();

/** The input a label names (labels of required fields end with a decorative " *"). */
function input(label: string, container: HTMLElement = document.body): HTMLInputElement {
  return within(container).getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
}
async function findInput(label: string): Promise<HTMLInputElement> {
  await waitFor(() => input(label));
  return input(label);
}

/** Waits until bootstrap has handed the white-label flags to the session. */
async function flagsArrived(root: RootActor, flag: string) {
  const { session } = actorsOf(root);
  await waitFor(() => expect(session.getSnapshot().context.flags[flag]).toBe(true));
}

const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text>AB12</text></svg>');

// ---- login ---------------------------------------------------------------------------------

describe('LoginModal', () => {
  it('offers the SMS tab only when MOBILEVERCODELOGIN3 is on', async () => {
    const off = makeSystem({ flags: { FREEPLAY3: true } });
    renderWithSystem(<LoginModal onClose={() => {}} />, off.services, '/login');
    await flagsArrived(off.root, 'FREEPLAY3');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: tr('login.freeplay') })).toBeTruthy();
    cleanup();
    stop(off.root);

    const on = makeSystem({ flags: { MOBILEVERCODELOGIN3: true } });
    renderWithSystem(<LoginModal onClose={() => {}} />, on.services, '/login');
    const smsTab = await screen.findByRole('tab', { name: tr('login.tabs.sms') });
    expect(screen.getByRole('tab', { name: tr('login.tabs.username') }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: tr('login.freeplay') })).toBeNull();
    fireEvent.click(smsTab);
    await findInput(tr('login.mobile'));
    expect(smsTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText(tr('login.password'), { selector: 'input' })).toBeNull();
    // Arrow keys move between the tabs.
    fireEvent.keyDown(smsTab, { key: 'ArrowLeft' });
    await findInput(tr('login.username'));
    stop(on.root);
  });

  it('shows the captcha after a captcha-flagged failure; refresh loads a new image', async () => {
    const captchas: string[] = [];
    const { services, root, callsOf } = makeSystem({
      fx: {
        login: async () => {
          throw { kind: 'business', code: 'login.cred.err', status: 200, serverMessage: 'x', messageKey: 'errors.wrongCredentials', detail: { captcha: true } };
        },
        fetchCaptcha: async () => {
          captchas.push('issued');
          return svg;
        },
      },
    });
    renderWithSystem(<LoginModal onClose={() => {}} />, services, '/login');
    fireEvent.change(await findInput(tr('login.username')), { target: { value: 'player01' } });
    expect(screen.queryByLabelText(new RegExp(`^${tr('login.captcha')}`), { selector: 'input' })).toBeNull();
    fireEvent.change(input(tr('login.password')), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: tr('login.submit') }));
    await screen.findByText(tr('errors.wrongCredentials'));
    const captcha = await findInput(tr('login.captcha'));
    expect(captcha.getAttribute('autocomplete')).toBe('off');
    const img = (await screen.findByAltText(tr('login.captchaImage'))) as HTMLImageElement;
    expect(img.src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // What was typed stays.
    expect((input(tr('login.username')) as HTMLInputElement).value).toBe('player01');

    const refresh = screen.getByRole('button', { name: tr('login.refreshCaptcha') }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(true); // cooling down: once a second at most
    await waitFor(() => expect(refresh.disabled).toBe(false), { timeout: 2500 });
    fireEvent.click(refresh);
    await waitFor(() => expect(callsOf('fetchCaptcha')).toHaveLength(2));
    expect(captchas).toHaveLength(2);

    // Submitting without the code: the captcha field says so.
    fireEvent.click(screen.getByRole('button', { name: tr('login.submit') }));
    await screen.findByText(tr('validation.captchaRequired'));
    expect(captcha.getAttribute('aria-invalid')).toBe('true');
    stop(root);
  }, 10_000);

  it('SMS login: the send button counts down and is disabled meanwhile; a failed send shows a warning', async () => {
    const { services, root } = makeSystem({ flags: { MOBILEVERCODELOGIN3: true }, fx: { sendLoginSms: async () => ({ expiredMinutes: 1 }) } });
    renderWithSystem(<LoginModal onClose={() => {}} />, services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: tr('login.tabs.sms') }));
    fireEvent.change(await findInput(tr('login.mobile')), { target: { value: '0812345601' } });
    const send = screen.getByRole('button', { name: tr('sms.send') }) as HTMLButtonElement;
    fireEvent.click(send);
    const waiting = (await screen.findByRole('button', { name: tr('sms.resendIn', { s: 60 }) })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    await screen.findByRole('button', { name: tr('sms.resendIn', { s: 59 }) }, { timeout: 2500 });
    stop(root);

    cleanup();
    const quotaGone = { kind: 'business', code: 'sms.quota.insufficient', status: 200, serverMessage: 'quota', messageKey: 'errors.unknown' };
    const second = makeSystem({
      flags: { MOBILEVERCODELOGIN3: true },
      fx: {
        sendLoginSms: async () => {
          throw quotaGone;
        },
      },
    });
    renderWithSystem(<LoginModal onClose={() => {}} />, second.services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: tr('login.tabs.sms') }));
    fireEvent.change(await findInput(tr('login.mobile')), { target: { value: '0812345601' } });
    fireEvent.click(screen.getByRole('button', { name: tr('sms.send') }));
    const warning = await screen.findByRole('dialog', { name: tr('sms.failedTitle') });
    expect(within(warning).getByText(tr('errors.phone.quotaExceeded'))).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: tr('common.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: tr('sms.failedTitle') })).toBeNull());
    stop(second.root);
  }, 10_000);

  it('the captcha image is SVG when the base64 decodes to SVG, PNG otherwise', () => {
    expect(captchaDataUrl(svg)).toBe(`data:image/svg+xml;base64,${svg}`);
    expect(captchaDataUrl('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(captchaDataUrl('not base64 at all!')).toMatch(/^data:image\/png;base64,/);
  });
});

// ---- register ------------------------------------------------------------------------------

const RULES = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4, minLength: 6, maxLength: 12 },
  email: { enabled: true, required: true, acceptedPattern: '', patternId: 3, minLength: 6, maxLength: 50 },
  nickname: { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 20 },
  qqNum: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 5, maxLength: 12 },
};

describe('RegisterModal', () => {
  it('opens the form with the URL code, shows the fields the rules enable, and errors with their parameters', async () => {
    const registered: unknown[] = [];
    const { services, root, actors } = makeSystem({
      flags: { USERNAMEREG3: true },
      fx: {
        fetchRegisterRules: async () => RULES,
        checkAffiliate: async () => true,
        register: async (input: never) => {
          registered.push(input);
          return { token: 't-new', firstTimeLogin: true, passwordExpired: false };
        },
      },
    });
    await flagsArrived(root, 'USERNAMEREG3');
    renderWithSystem(<RegisterModal onClose={() => {}} />, services, '/register?code=AG0001');
    const username = await findInput(tr('register.fields.username'));
    expect(actors.session.getSnapshot().context.registrationStart?.affiliateCode).toBe('AG0001');
    expect(username.required).toBe(true);
    expect(input(tr('register.fields.email')).required).toBe(true);
    expect(input(tr('register.fields.nickname')).required).toBe(false);
    expect(screen.queryByLabelText(new RegExp(`^${tr('register.fields.qqNum')}`), { selector: 'input' })).toBeNull();
    // The invitation code from the link is shown even without its rule.
    expect(input(tr('register.fields.affiliateCode')).value).toBe('AG0001');
    // One tab only: no tab list.
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.change(username, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: tr('register.submit') }));
    const usernameError = tr('validation.pattern.1', { min: 4, max: 16 });
    await waitFor(() => expect(document.getElementById(username.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(usernameError));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the first field the machine refused.
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(screen.getByText(tr('validation.ageConfirm', { age: 18 }))).toBeTruthy();
    expect(screen.getAllByText(tr('validation.required')).length).toBeGreaterThan(0);

    fireEvent.change(username, { target: { value: 'newbie01' } });
    fireEvent.change(input(tr('register.fields.password')), { target: { value: 'Secret12' } });
    fireEvent.change(input(tr('register.fields.confirmPassword')), { target: { value: 'Secret13' } });
    fireEvent.change(input(tr('register.fields.email')), { target: { value: 'newbie@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: tr('register.submit') }));
    await screen.findByText(tr('validation.inconsistentTwice'));
    fireEvent.change(input(tr('register.fields.confirmPassword')), { target: { value: 'Secret12' } });
    fireEvent.click(input(tr('register.ageConfirm', { age: 18 })));
    fireEvent.click(screen.getByRole('button', { name: tr('register.submit') }));
    await waitFor(() => expect(registered).toHaveLength(1));
    expect((registered[0] as { fields: Record<string, unknown> }).fields).toMatchObject({
      username: 'newbie01',
      email: 'newbie@example.com',
      affiliateCode: 'AG0001',
    });
    await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    stop(root);
  });

  it('does not open the form without its field rules: the error and a retry, then the form', async () => {
    let rulesCalls = 0;
    const { services, root } = makeSystem({
      flags: { USERNAMEREG3: true },
      fx: {
        fetchRegisterRules: async () => {
          rulesCalls++;
          if (rulesCalls === 1) throw new GatewayError({ kind: 'timeout', code: 'network.timeout', path: '/wps/system/setting/register' });
          return RULES;
        },
      },
    });
    await flagsArrived(root, 'USERNAMEREG3');
    renderWithSystem(<RegisterModal onClose={() => {}} />, services, '/register');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.timeout'));
    // No form with half its fields, no submit without the rules.
    expect(screen.queryByRole('button', { name: tr('register.submit') })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    expect(await findInput(tr('register.fields.email'))).toBeTruthy();
    expect(rulesCalls).toBe(2);
    stop(root);
  });

  it('registered but the member details fail: no endless "Loading…", the error and a retry that logs in', async () => {
    let infoCalls = 0;
    registerMessageKeys(ERROR_MESSAGE_KEYS); // as the endpoint table does when it loads
    const { services, root, actors } = makeSystem({
      flags: { USERNAMEREG3: true },
      fx: {
        fetchRegisterRules: async () => ({ username: RULES.username, password: RULES.password }),
        register: async () => ({ token: 't-new', firstTimeLogin: true, passwordExpired: false }),
        fetchMemberInfo: async () => {
          infoCalls++;
          if (infoCalls === 1)
            throw new GatewayError({ kind: 'business', code: 'unknown.system.err', status: 500, serverMessage: 'System error, please try again later' });
          return { id: 9, account: 'newbie01', nickname: '', type: 0 };
        },
      },
    });
    await flagsArrived(root, 'USERNAMEREG3');
    renderWithSystem(<RegisterModal onClose={() => {}} />, services, '/register');
    fireEvent.change(await findInput(tr('register.fields.username')), { target: { value: 'newbie01' } });
    fireEvent.change(input(tr('register.fields.password')), { target: { value: 'Secret12' } });
    fireEvent.change(input(tr('register.fields.confirmPassword')), { target: { value: 'Secret12' } });
    fireEvent.click(input(tr('register.ageConfirm', { age: 18 })));
    fireEvent.click(screen.getByRole('button', { name: tr('register.submit') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('register.signInUnfinished'));
    expect(alert.textContent).toContain(tr('errors.systemError'));
    expect(actors.session.getSnapshot().matches('memberUnavailable')).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    expect(infoCalls).toBe(2);
    stop(root);
  });

  it('says registration is unavailable when no registration tab is enabled', async () => {
    const { services, root } = makeSystem({ flags: { FREEPLAY3: true }, fx: { fetchRegisterRules: async () => RULES } });
    await flagsArrived(root, 'FREEPLAY3');
    renderWithSystem(<RegisterModal onClose={() => {}} />, services, '/register');
    await screen.findByText(tr('register.unavailable'));
    stop(root);
  });
});

// ---- change password -----------------------------------------------------------------------

describe('ChangePasswordModal', () => {
  it('forced after a login with the default password: not closable, explains why, no old password', async () => {
    const changed: unknown[] = [];
    const { services, root, actors } = makeSystem({
      fx: {
        login: async () => ({ token: 't1', firstTimeLogin: true, passwordExpired: false, customerType: 0 }),
        changePassword: async (input: never) => {
          changed.push(input);
          return null;
        },
      },
    });
    const login = await openLogin(root);
    login.send({ type: 'form.change', field: 'username', value: 'changeme' });
    login.send({ type: 'form.change', field: 'password', value: '123456' });
    login.send({ type: 'form.submit' });
    await waitFor(() => expect(actors.session.getSnapshot().matches({ loggedIn: 'changingPassword' })).toBe(true));

    renderWithSystem(<ChangePasswordModal />, services);
    await findInput(tr('changePassword.newPassword')); // the form's workflow has loaded
    const dialog = screen.getByRole('dialog', { name: tr('changePassword.title') });
    expect(within(dialog).getByText(tr('changePassword.reasonDefault'))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: tr('common.close') })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: tr('common.cancel') })).toBeNull();
    expect(within(dialog).queryByLabelText(new RegExp(`^${tr('changePassword.oldPassword')}`), { selector: 'input' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: tr('changePassword.title') })).toBeTruthy();

    const fresh = input(tr('changePassword.newPassword'), dialog);
    // Focus moves in at the next frame (Modal.tsx).
    await waitFor(() => expect(document.activeElement).toBe(fresh));
    fireEvent.change(fresh, { target: { value: 'Better123' } });
    fireEvent.change(input(tr('changePassword.confirmNewPassword'), dialog), { target: { value: 'Better12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('changePassword.submit') }));
    await within(dialog).findByText(tr('validation.inconsistentTwice'));
    fireEvent.change(input(tr('changePassword.confirmNewPassword'), dialog), { target: { value: 'Better123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr('changePassword.submit') }));
    await waitFor(() => expect(changed).toEqual([{ oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actors.session.getSnapshot().matches({ loggedIn: 'active' })).toBe(true));
    stop(root);
  });

  it('voluntary, from the account menu: asks for the old password and can be cancelled', async () => {
    const { services, root, actors } = makeSystem({ token: 'tok' });
    renderWithSystem(
      <>
        <Header />
        <ChangePasswordModal />
      </>,
      services,
    );
    fireEvent.click(await screen.findByRole('button', { name: tr('header.accountMenu') }));
    fireEvent.click(await screen.findByRole('button', { name: tr('header.changePassword') }));
    await findInput(tr('changePassword.oldPassword')); // the form's workflow has loaded
    const dialog = screen.getByRole('dialog', { name: tr('changePassword.title') });
    expect(input(tr('changePassword.oldPassword'), dialog)).toBeTruthy();
    expect(within(dialog).getByText(tr('changePassword.lead'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: tr('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actors.session.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    stop(root);
  });
});

// ---- agent centre --------------------------------------------------------------------------

describe('AgentHomePage', () => {
  it('shows the nickname, the flag-gated pages at /agentHome/<page> and a GMT clock that ticks on the simulated clock', async () => {
    const start = Date.UTC(2026, 10, 21, 12, 34, 56);
    vi.spyOn(Date, 'now').mockReturnValue(start);
    const clock = new SimulatedClock();
    clock.set(start);
    const { services, root, actors } = makeSystem({
      token: 'agent-token',
      clock,
      flags: { AGENTPOLICY3: true, SIGNCONDIV3: true, HOURSAL3: false },
      member: { id: 3, account: 'agent01', nickname: 'Agent One', type: 1 },
    });
    await waitFor(() => expect(actors.session.getSnapshot().context.member?.nickname).toBe('Agent One'));
    await flagsArrived(root, 'SIGNCONDIV3');
    renderWithSystem(<AgentHomePage pages={AGENT_PAGES} page="contracts" />, services, '/agentHome/contracts');
    expect(await screen.findByText(formatGmt(start))).toBeTruthy();
    expect(screen.getByTestId('agent-nickname').textContent).toContain('Agent One');
    expect(screen.getByRole('heading', { level: 1, name: tr('agentPages.contracts') })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const link = within(nav).getByRole('link', { name: tr('agentPages.contracts') });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.getAttribute('href')).toBe('/agentHome/contracts');

    act(() => clock.increment(1000));
    expect(screen.getByText(formatGmt(start + 1000))).toBeTruthy();
    act(() => clock.increment(1000));
    act(() => clock.increment(1000));
    expect(screen.getByText(formatGmt(start + 3000))).toBeTruthy();

    cleanup();
    expect(root.system.get('agentClock').getSnapshot().matches('stopped')).toBe(true);
    stop(root);
  });

  it('answers a malformed or unknown page with a notice, never an exception, and a page whose module is off likewise', async () => {
    const { services, root, actors } = makeSystem({
      token: 'agent-token',
      flags: { AGENTPOLICY3: false },
      member: { id: 3, account: 'agent01', nickname: 'Agent One', type: 1 },
    });
    await waitFor(() => expect(actors.session.getSnapshot().context.member?.nickname).toBe('Agent One'));
    renderWithSystem(<AgentHomePage pages={AGENT_PAGES} page="%E0%A4%A" />, services, '/agentHome/%E0%A4%A');
    expect(screen.getByText(tr('centre.noPage'))).toBeTruthy();
    cleanup();
    renderWithSystem(<AgentHomePage pages={AGENT_PAGES} page="contracts" />, services, '/agentHome/contracts');
    expect(screen.getByText(tr('centre.pageOff'))).toBeTruthy();
    cleanup();
    stop(root);
  });
});

// ---- the human check's stand-in widget ------------------------------------------------------

describe('human check (the stand-in widget)', () => {
  it("appears before a username login on a GEETEST3 brand, answers with the keyboard, and geetest's fields go with the login", async () => {
    const logins: unknown[] = [];
    const drops: number[] = [];
    const { services, root } = makeSystem({
      logic: {
        verifyHuman: humanCheckStandIn({
          fetchPuzzle: async () => ({ id: 'c1', width: 300, height: 150, pieceSize: 44, pieceY: 50, image: svg, piece: svg }),
          checkAnswer: async ({ x }) => {
            drops.push(x);
            return { geetest_challenge: 'c1', geetest_validate: 'v21', geetest_seccode: 'v21|jordan' };
          },
        }),
      },
      fx: {
        fetchChallenge: async () => ({ success: true, gt: 'gt1', challenge: 'c1', new_captcha: true }),
        login: async (input: never) => {
          logins.push(input);
          return { token: 't', firstTimeLogin: false, passwordExpired: false, customerType: 0 };
        },
      },
    });
    // The brand's challenge mode (GEETEST3) reaches the login through the session's login config.
    const login = await openLogin(root);
    login.send({ type: 'login.configure', config: { ...login.getSnapshot().context, challengeMode: 'geetest' } });
    renderWithSystem(<LoginModal onClose={() => {}} />, services, '/login');
    fireEvent.change(input(tr('login.username')), { target: { value: 'player01' } });
    fireEvent.change(input(tr('login.password')), { target: { value: 'Player123' } });
    fireEvent.click(screen.getByRole('button', { name: tr('login.submit') }));
    const handle = await screen.findByRole('slider', { name: tr('challenge.handle') });
    await waitFor(() => expect(document.activeElement).toBe(handle));
    expect(handle.getAttribute('aria-valuemax')).toBe('256');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('21');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(drops).toEqual([21]);
    expect(logins[0]).toMatchObject({
      username: 'player01',
      type: 'username',
      geetest_challenge: 'c1',
      geetest_validate: 'v21',
      geetest_seccode: 'v21|jordan',
    });
    stop(root);
  });
});

describe('RegisterModal: the Zalo reward (spec §9)', () => {
  it('says, under the Zalo field, that it pays a bonus of up to 131K', async () => {
    const { services, root } = makeSystem({
      flags: { USERNAMEREG3: true },
      fx: {
        fetchRegisterRules: async () => ({
          ...RULES,
          zalo: { enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 20 },
        }),
      },
    });
    await flagsArrived(root, 'USERNAMEREG3');
    renderWithSystem(<RegisterModal onClose={() => {}} />, services, '/register');
    const zalo = await findInput(tr('register.fields.zalo'));
    const hint = document.getElementById(zalo.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe(tr('register.zaloBonus', { amount: '131K' }));
  });
});

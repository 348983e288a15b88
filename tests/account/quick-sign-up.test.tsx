// @vitest-environment jsdom
/**
 * One-click sign-up (spec §2 names one-click login; `PUT /wps/member/register/autoUsername`):
 * - the password a new account gets passes the brand's rule, whatever its kind and bounds;
 * - the login modal's button, only for a brand that turns it on with username registration;
 * - the dialog against the real root over fake effects: the age asked first, the credentials
 *   shown once and the "saved" confirmation before the login, the copy and its failure, the
 *   gateway's refusal and a malformed answer, the form when the brand asks for more, a cancel.
 * The simulator's side: simulator.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QuickSignUpModal from '../../app/account/QuickSignUpModal';
import LoginModal from '../../app/account/LoginModal';
import { passwordFor, PASSWORD_BYTES } from '../../machines/account/quick-sign-up/quick-sign-up.password';
import { validateField } from '../../machines/shared/validation';
import type { RegisterRule, RegisterRules } from '../../gateway/schema';
import type { PasswordRequest } from '../../machines/account/quick-sign-up/quick-sign-up.types';
import { childOf } from '../../machines/system/system';
import { biz, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem, type Fakes } from '../support/system';

const rule = (patternId: number, minLength?: number, maxLength?: number, acceptedPattern = ''): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  ...(minLength !== undefined ? { minLength } : {}),
  ...(maxLength !== undefined ? { maxLength } : {}),
});
const bytes = (seed: number) => Uint8Array.from({ length: PASSWORD_BYTES }, (_, i) => (i * 37 + seed * 101) % 256);

describe('the generated password', () => {
  it.each([
    ['no rule', undefined],
    ['letters or digits, 6 to 12 (the live rule)', rule(4, 6, 12)],
    ['a letter first, then letters and digits', rule(1, 8, 16)],
    ['letters and digits combined', rule(5, 6, 20)],
    ['with an upper-case letter', rule(7, 6, 12)],
    ['with a symbol', rule(20, 8, 16)],
    ['digits only', rule(6, 6, 6)],
    ["the brand's own pattern", rule(0, 6, 10, '[a-z0-9]+')],
  ])('passes %s', (_, r) => {
    for (let seed = 0; seed < 20; seed++) {
      const password = passwordFor(r, bytes(seed));
      expect(password, `seed ${seed}`).not.toBeNull();
      expect(validateField(password!, r, { required: true })).toBeNull();
    }
  });

  it('is 12 characters unless the rule says otherwise, readable, and differs with the randomness', () => {
    const a = passwordFor(rule(4, 6, 20), bytes(1))!;
    expect(a).toHaveLength(12);
    expect(a).not.toMatch(/[0O1lI]/);
    expect(passwordFor(rule(4, 6, 20), bytes(2))).not.toBe(a);
    expect(passwordFor(rule(4, 14, 20), bytes(1))).toHaveLength(14);
    expect(passwordFor(rule(4, 6, 8), bytes(1))).toHaveLength(8);
  });

  it('is none when no password can pass the rule: the sign-up form is offered instead', () => {
    expect(passwordFor(rule(4, 13, 12), bytes(1))).toBeNull();
    expect(passwordFor(rule(15, 6, 12), bytes(1))).toBeNull();
  });
});

// ---- the dialog ---------------------------------------------------------------------------------

const PASSWORD_RULE = rule(4, 6, 12);
const RULES: RegisterRules = { username: rule(1, 6, 12), password: PASSWORD_RULE };
const CREATED = { token: 'quick-token', userName: 'q5820417', firstTimeLogin: true, passwordExpired: false };

function system(fakes: Fakes = {}, opts: { on?: boolean; flags?: Record<string, boolean> } = {}) {
  return createTestSystem({
    flags: opts.flags ?? { USERNAMEREG3: true },
    config: { brand: { oneClickSignUp: opts.on ?? true } },
    fakes: {
      fetchRegisterRules: async () => RULES,
      // The effect's own generator, over this machine's crypto (the views' tests fake every effect).
      generatePassword: async (i: PasswordRequest) => passwordFor(i.rule, crypto.getRandomValues(new Uint8Array(PASSWORD_BYTES))),
      ...fakes,
    },
  });
}

async function open(sys: ReturnType<typeof system>, affiliateCode?: string) {
  await waitFor(() => expect(sys.actors.session.getSnapshot().context.flags.USERNAMEREG3).toBe(true));
  sys.actors.session.send({
    type: 'session.openQuickSignUp',
    ...(affiliateCode ? { affiliateCode } : {}),
    domain: 'app.example',
    registerUrl: 'https://app.example/login',
  });
  renderWithSystem(<QuickSignUpModal />, sys.services);
  return screen.findByRole('dialog', { name: tr('quickSignUp.title') }, { timeout: 10_000 });
}

const create = () => screen.getByRole('button', { name: tr('quickSignUp.create') });
const ageBox = () => screen.getByRole('checkbox', { name: tr('register.ageConfirm', { age: 18 }) });

describe('the one-click sign-up dialog', () => {
  it('asks for the age first; then shows the new username and password once, and logs in only after they are saved', async () => {
    const sys = system({ registerAutoUsername: async () => CREATED, copyText: async () => undefined });
    await open(sys, 'AFF42');
    fireEvent.click(await screen.findByRole('button', { name: tr('quickSignUp.create') }, { timeout: 10_000 }));
    expect(await screen.findByText(tr('validation.ageConfirm', { age: 18 }))).toBeTruthy();
    expect(sys.callsOf('registerAutoUsername')).toHaveLength(0);

    fireEvent.click(ageBox());
    fireEvent.click(create());
    const shown = await screen.findByRole('dialog', { name: tr('quickSignUp.createdTitle') }, { timeout: 10_000 });
    const username = within(shown).getByTestId('quick-username').textContent;
    const password = within(shown).getByTestId('quick-password').textContent!;
    expect(username).toBe('q5820417');
    expect(validateField(password, PASSWORD_RULE, { required: true })).toBeNull();
    // What was sent: the password shown, twice; no username (the gateway picks it); the link's code.
    const [sent] = sys.callsOf('registerAutoUsername') as { fields: Record<string, string> }[];
    expect(sent!.fields).toMatchObject({ password, confirmPassword: password, affiliateCode: 'AFF42', domain: 'app.example' });
    expect(sent!.fields).not.toHaveProperty('username');

    // No way out but Continue: Escape does not close it, and Continue asks for the confirmation.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: tr('quickSignUp.createdTitle') })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: tr('quickSignUp.continue') }));
    expect(await within(shown).findByText(tr('quickSignUp.savedFirst'))).toBeTruthy();
    expect(sys.actors.session.getSnapshot().matches('loggedOut')).toBe(true);

    fireEvent.click(within(shown).getByRole('button', { name: tr('quickSignUp.copy') }));
    await waitFor(() => expect(within(shown).getByRole('status').textContent).toBe(tr('quickSignUp.copied')));
    expect(sys.callsOf('copyText')[0]).toBe(`${tr('login.username')}: q5820417\n${tr('login.password')}: ${password}`);

    fireEvent.click(within(shown).getByRole('checkbox', { name: tr('quickSignUp.saved') }));
    fireEvent.click(within(shown).getByRole('button', { name: tr('quickSignUp.continue') }));
    await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true), { timeout: 10_000 });
    expect(sys.actors.session.getSnapshot().context.firstTimeLogin).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the copy failed, so the player writes them down', async () => {
    const sys = system({ registerAutoUsername: async () => CREATED, copyText: async () => Promise.reject(biz('clipboard.unavailable')) });
    await open(sys);
    fireEvent.click(await screen.findByRole('checkbox', { name: tr('register.ageConfirm', { age: 18 }) }, { timeout: 10_000 }));
    fireEvent.click(create());
    const shown = await screen.findByRole('dialog', { name: tr('quickSignUp.createdTitle') }, { timeout: 10_000 });
    fireEvent.click(within(shown).getByRole('button', { name: tr('quickSignUp.copy') }));
    await waitFor(() => expect(within(shown).getByRole('status').textContent).toBe(tr('quickSignUp.copyFailed')));
    expect(within(shown).getByTestId('quick-password').textContent).not.toBe('');
  });

  it.each([
    ["the gateway's refusal", async () => Promise.reject(biz('function.not.available', 'errors.functionNotAvailable')), 'errors.functionNotAvailable'],
    ['a network failure', async () => Promise.reject(network), 'errors.network'],
    ['an answer without the username', async () => ({ ...CREATED, userName: '' }), 'errors.unknown'],
  ])('%s is told, the age stays confirmed, and trying again works', async (_, first, key) => {
    let attempt = 0;
    const sys = system({ registerAutoUsername: async () => (++attempt === 1 ? first() : CREATED) });
    await open(sys);
    fireEvent.click(await screen.findByRole('checkbox', { name: tr('register.ageConfirm', { age: 18 }) }, { timeout: 10_000 }));
    fireEvent.click(create());
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(tr(key));
    expect((ageBox() as HTMLInputElement).checked).toBe(true);
    expect(sys.actors.session.getSnapshot().matches('loggedOut')).toBe(true);
    fireEvent.click(create());
    expect(await screen.findByRole('dialog', { name: tr('quickSignUp.createdTitle') }, { timeout: 10_000 })).toBeTruthy();
    // A fresh password for the second try: the first may have reached the gateway.
    const [one, two] = sys.callsOf('registerAutoUsername') as { fields: { password: string } }[];
    expect(two!.fields.password).not.toBe(one!.fields.password);
  });

  it("offers the sign-up form when the brand's rules ask for more than one click gives", async () => {
    const sys = system({ fetchRegisterRules: async () => ({ ...RULES, mobileNum: rule(6, 6, 15) }) });
    await open(sys);
    expect(await screen.findByText(tr('quickSignUp.needsForm'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('quickSignUp.openForm') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: tr('quickSignUp.create') })).toBeNull();
  });

  it('retries the rules when they could not be read; a cancel ends it and nothing is sent', async () => {
    let reads = 0;
    const sys = system({ fetchRegisterRules: async () => (++reads === 1 ? Promise.reject(network) : RULES) });
    await open(sys);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(tr('errors.network'));
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    await screen.findByRole('button', { name: tr('quickSignUp.create') }, { timeout: 10_000 });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(childOf(sys.root, 'quickSignUp')).toBeUndefined());
    expect(sys.callsOf('registerAutoUsername')).toHaveLength(0);
  });

  it('is not cancelled by the register form closing as it takes its place', async () => {
    const sys = system();
    await waitFor(() => expect(sys.actors.session.getSnapshot().context.flags.USERNAMEREG3).toBe(true));
    const session = sys.actors.session;
    session.send({ type: 'session.openRegister', domain: 'app.example', registerUrl: 'https://app.example/register', today: '2026-11-29' });
    session.send({ type: 'session.openQuickSignUp', domain: 'app.example', registerUrl: 'https://app.example/register' });
    session.send({ type: 'session.closeForm' });
    await waitFor(() => expect(childOf(sys.root, 'quickSignUp')).toBeDefined());
    expect(session.getSnapshot().matches({ loggedOut: { forms: 'quickSigningUp' } })).toBe(true);
  });
});

describe("the login modal's one-click sign-up button", () => {
  const button = () => screen.queryByRole('button', { name: tr('quickSignUp.button') });

  it('is offered when the brand turns it on with username registration, and opens the dialog in the login modal’s place', async () => {
    const sys = system();
    let closed = 0;
    renderWithSystem(<LoginModal onClose={() => (closed += 1)} />, sys.services, '/login');
    await waitFor(() => expect(button()).not.toBeNull(), { timeout: 10_000 });
    fireEvent.click(button()!);
    expect(closed).toBe(1);
    await waitFor(() => expect(childOf(sys.root, 'quickSignUp')).toBeDefined(), { timeout: 10_000 });
  });

  it.each([
    ['the brand has not turned it on', { on: false }],
    ['username registration is off', { flags: { MOBILENUMREG3: true } }],
  ])('is not offered when %s', async (_, opts) => {
    const sys = system({}, opts);
    renderWithSystem(<LoginModal onClose={() => {}} />, sys.services, '/login');
    await screen.findByRole('dialog', { name: tr('login.title') });
    await waitFor(() => expect(sys.actors.session.getSnapshot().context.flags).not.toEqual({}));
    expect(button()).toBeNull();
  });
});

/**
 * Chaos in real Chromium: the app in simulator mode with the fault switchboard on from the
 * first request (a scenario served to the app by this test: seeded HTTP 500 "System error"
 * answers, malformed JSON and HTML pages, a few timeouts), in Thai. A visitor boots, logs in
 * with a wrong password, asks for a password reset, registers (first while the register rules
 * are down, then with the member details down after the account is created), and as the new
 * member opens the lobby, favourites a game, launches it and opens the deposit, withdraw and
 * betting record pages. After every step:
 * - no page error (an uncaught exception or unhandled rejection in the page);
 * - no blank screen, no error boundary ("reload" fallback);
 * - no spinner that outlives its request: every "Loading" status and busy button gone within
 *   25 s (the client's own deadline is 15 s);
 * - the server's English "System error, please try again later" is nowhere on the Thai screen;
 * - after a failed submit, the form still holds what was typed.
 * The figures (steps × fault rates, page errors, blank screens, stuck spinners, lost fields,
 * untranslated messages) are printed and must all be zero.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../support/catalogue';
import { clickExplained, headerLogin, openDialogs, screenshot, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, key: string) => scope.getByLabel(new RegExp(`^${escape(k(key))}( \\*)?$`));

const FAULTS = { errorRate: 0.2, httpStatus: 500, errorCode: 'unknown.system.err', malformedRate: 0.15, malformedKind: 'mixed', timeoutRate: 0.02 };
const SPINNER_BOUND_MS = 25_000;
/** How long no spinner must turn for a step to count as settled. */
const QUIET_MS = 500;
const SERVER_ENGLISH = 'System error, please try again later';
/** The simulator's universal SMS code (simulator/account/sms.ts). */
const SIMULATOR_SMS_CODE = '246810';

/** What the visitor sees (the viewport, not the whole long home page behind a modal). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

const app = useSimulatorApp({ viewport: { width: 1280, height: 860 } });

/** The scenario the app fetches at start (`?scenario=<id>`), served by the test. */
async function serveScenario(context: BrowserContext, id: string, extra: Record<string, unknown> = {}) {
  const scenario = {
    id,
    title: id,
    seed: 20261124,
    simulator: { latencyMs: 20, faults: FAULTS, ...(extra.simulator as object | undefined) },
    storage: extra.storage ?? { local: { lang: 'TH' } },
    steps: [],
    ...(extra.url ? { url: extra.url } : {}),
  };
  await context.route(`**/scenarios/${id}.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(scenario) }));
}

interface Figures {
  steps: number;
  pageErrors: string[];
  blank: string[];
  boundaries: string[];
  stuck: string[];
  lost: string[];
  untranslated: string[];
  /** Dialogs the faults left open before the lobby (named, then closed; printed, not failed). */
  leftOpen: string[];
}
const figures: Figures = { steps: 0, pageErrors: [], blank: [], boundaries: [], stuck: [], lost: [], untranslated: [], leftOpen: [] };

/** Spinners: the Loader ("Loading" status) and busy buttons. */
const spinners = (page: Page) => page.locator(`[aria-busy="true"], [role="status"]:has(> .visually-hidden:text-is("${k('common.loading')}"))`);

/** The checks after each step. */
async function sane(page: Page, label: string) {
  figures.steps++;
  const started = Date.now();
  // The spinners stop and stay stopped (or the bound passes, and which one still turns is
  // recorded). One quiet sample is not enough: right after a step the next view may not have
  // rendered its loader yet.
  let quietSince: number | null = null;
  while (Date.now() - started < SPINNER_BOUND_MS) {
    if ((await spinners(page).count()) > 0) quietSince = null;
    else if (quietSince === null) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  if ((await spinners(page).count()) > 0) {
    // Which spinner, where: a failure in CI (where the faults fall by timing) says what to look at.
    const which = await spinners(page).evaluateAll((els) =>
      els.map((el) => {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        const place = el.closest('header, nav, main, aside, [role="dialog"], section');
        return `${el.tagName.toLowerCase()} "${name}" in ${place ? `${place.tagName.toLowerCase()}${place.className ? `.${String(place.className).split(' ')[0]}` : ''}` : 'the page'}`;
      }),
    );
    figures.stuck.push(`${label}: a spinner still turns after ${SPINNER_BOUND_MS / 1000} s: ${which.join('; ')}`);
    await shot(page, `chaos-stuck-${label.replace(/\W+/g, '-')}`);
  }
  const text = await page.evaluate(() => document.body.innerText);
  const rootFilled = await page.evaluate(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0);
  if (!rootFilled) figures.blank.push(`${label}: blank screen`);
  if ((await page.getByRole('button', { name: k('common.reload') }).count()) > 0) figures.boundaries.push(`${label}: the error boundary`);
  if (text.includes(SERVER_ENGLISH)) figures.untranslated.push(`${label}: "${SERVER_ENGLISH}" on the Thai screen`);
  if (process.env.CHAOS_DEBUG) console.log(`${Date.now() - started} ms ${label}`);
}

/** A form that answered with an error must still hold what was typed. */
async function kept(label: string, inputs: [Locator, string][]) {
  for (const [input, value] of inputs) {
    if ((await input.count()) === 0) continue; // the form is gone: it succeeded (or moved on)
    const now = await input.inputValue();
    if (now !== value) figures.lost.push(`${label}: typed ${JSON.stringify(value)}, now ${JSON.stringify(now)}`);
  }
}

/**
 * Whatever dialog the faults left open (CI once saw one cover the lobby, unnamed): named in the
 * figures, then closed, so the flows after it still run.
 */
async function closeLeftDialogs(page: Page) {
  const left = await openDialogs(page);
  if (left.length === 0) return;
  figures.leftOpen.push(...left);
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
}

/** Presses the visible retry buttons (a failed boot, a register form without its rules) a few times. */
async function retryWhileFailing(page: Page, done: () => Promise<boolean>, label: string) {
  for (let i = 0; i < 6 && !(await done()); i++) {
    const retry = page.getByRole('button', { name: k('common.retry') }).first();
    if ((await retry.count()) > 0 && (await retry.isEnabled())) await retry.click().catch(() => {});
    await sane(page, `${label} (retry ${i + 1})`);
  }
}

async function configure(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((p) => void (window as unknown as { croupier: { simulator: { configure(p: unknown): void } } }).croupier.simulator.configure(p), patch);
}

/** The viewport at 1920 and at 360 px. */
async function shots(page: Page, name: string) {
  await shot(page, `${name}-1920`);
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, `${name}-360`);
  await page.setViewportSize({ width: 1920, height: 1080 });
}

async function go(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function open(context: BrowserContext, page: Page, id: string, extra: Record<string, unknown> = {}) {
  page.on('pageerror', (e) => figures.pageErrors.push(`${id}: ${e.message}`));
  await serveScenario(context, id, extra);
  await page.goto(`${app.url}/?scenario=${id}`);
  await page.locator('#root').waitFor();
  await sane(page, `${id}: boot`);
  // A failed boot offers its retry; the app is up once the header's home link shows.
  const up = async () => (await page.locator('header').count()) > 0;
  await retryWhileFailing(page, up, `${id}: boot`);
  expect(await up()).toBe(true);
}

describe('chaos in the browser (seeded faults from the first request, Thai)', () => {
  it(
    'a visitor then member: boot, a failed login, forgot password, register, lobby, a favourite, a launch and member pages; nothing lost, hangs or throws',
    { timeout: 150_000 },
    async () => {
      const { context, page } = await app.newPage({ width: 1920, height: 1080 });
      await open(context, page, 'chaos-journey');

      // Login with a wrong password: whatever the faults answer, the fields stay as typed.
      await headerLogin(page, k).click();
      const login = page.getByRole('dialog');
      await login.locator('input[autocomplete="username"]').waitFor({ timeout: 15_000 });
      await login.locator('input[autocomplete="username"]').fill('player01');
      await login.locator('input[type="password"]').fill('Wrong999');
      await login.locator('button[type="submit"]').click();
      await sane(page, 'login: wrong password');
      await kept('login', [
        [login.locator('input[autocomplete="username"]'), 'player01'],
        [login.locator('input[type="password"]'), 'Wrong999'],
      ]);

      // Forgot password, from the login form.
      await login.getByRole('button', { name: k('login.forgot') }).click();
      const forgot = page.getByRole('dialog', { name: k('forgotPassword.title') });
      await forgot.waitFor({ timeout: 15_000 });
      await field(forgot, 'forgotPassword.username').fill('player02');
      await field(forgot, 'forgotPassword.email').fill('nobody@example.com');
      await forgot.getByRole('button', { name: k('forgotPassword.submitEmail') }).click();
      await sane(page, 'forgot password: submit');
      await kept('forgot password', [
        [field(forgot, 'forgotPassword.username'), 'player02'],
        [field(forgot, 'forgotPassword.email'), 'nobody@example.com'],
      ]);
      // Close the forgot-password form and the login form it came from.
      for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
      await sane(page, 'forgot password: closed');

      // Register while /wps/system/setting/register is down: no half form, the error and a retry.
      await configure(page, { faults: { ...FAULTS, errorRate: 1, timeoutRate: 0, malformedRate: 0, paths: ['/wps/system/setting/register'] } });
      await go(page, '/register');
      const register = page.getByRole('dialog', { name: k('register.title') });
      const alert = register.getByRole('alert');
      await alert.waitFor({ timeout: 15_000 });
      await sane(page, 'register: rules down');
      expect(await alert.textContent()).toContain(k('errors.systemError'));
      expect(await register.getByRole('button', { name: k('register.submit') }).count()).toBe(0);
      await shots(page, 'chaos-register-rules-failed-th');
      // Back to the seeded chaos: Retry (as often as the faults ask) opens the whole form.
      await configure(page, { faults: { ...FAULTS, paths: [] } });
      await retryWhileFailing(page, async () => (await register.locator('input[name="verificationCode"]').count()) > 0, 'register: rules');
      await field(register, 'register.fields.username').fill('chaos02');
      await field(register, 'register.fields.password').fill('Secret12');
      await field(register, 'register.fields.confirmPassword').fill('Secret12');
      await field(register, 'register.fields.mobileNum').fill('0699000002');
      await register.locator('input[name="verificationCode"]').fill(SIMULATOR_SMS_CODE);
      await register.getByLabel(new RegExp(escape(k('register.ageConfirm', { age: 18 })))).check();
      // Registered, but the member details fail: the error and a retry, not an endless "Loading…".
      // Until the account exists, a failed submit keeps every field.
      await configure(page, { faults: { ...FAULTS, errorRate: 1, timeoutRate: 0, malformedRate: 0, paths: ['/wps/member/info'] } });
      await register.getByRole('button', { name: k('register.submit') }).click();
      await register.getByText(k('register.signInUnfinished')).waitFor({ timeout: 20_000 });
      await sane(page, 'register: member details down');
      expect(await register.getByRole('alert').textContent()).toContain(k('errors.systemError'));
      await shots(page, 'chaos-register-signin-failed-th');
      await configure(page, { faults: { ...FAULTS, paths: [] } });
      await retryWhileFailing(page, async () => (await page.getByRole('dialog', { name: k('register.title') }).count()) === 0, 'register: logging in');
      await expect.poll(() => page.getByRole('dialog', { name: k('register.title') }).count(), { timeout: 30_000 }).toBe(0);
      await closeLeftDialogs(page);

      // The new member: lobby, a favourite, a launch, then member pages.
      await go(page, '/rng');
      await sane(page, 'lobby');
      const cards = page.getByTestId('game-card');
      await retryWhileFailing(page, async () => (await cards.count()) > 0, 'lobby');
      // A member's background checks run after the login; a failed one asks in a dialog of its own
      // (a CI run saw the withdrawal confirmation's failed look-up cover the lobby's cards).
      await closeLeftDialogs(page);
      const card = cards.first();
      if ((await card.count()) > 0) {
        const heart = card.getByRole('button', { name: new RegExp(escape(k('games.favouriteLabel', { name: '§' })).replace('§', '.+')) });
        if ((await heart.count()) > 0) {
          await clickExplained(page, heart);
          await sane(page, 'favourite');
        }
        await card.locator('button').last().click();
        await sane(page, 'launch');
        const close = page.getByRole('button', { name: k('games.closeGame') });
        if ((await close.count()) > 0) await close.first().click();
        else await page.keyboard.press('Escape');
        await sane(page, 'launch: closed');
      }
      for (const [path, label] of [
        ['/member/depositv2', 'deposit'],
        ['/member/withdraw', 'withdraw'],
        ['/member/personalHistoryCopy', 'betting record'],
      ] as const) {
        await go(page, path);
        await sane(page, label);
      }
      await context.close();
    },
  );

  it('the register modal without its rules, in English: the error and a retry', { timeout: 60_000 }, async () => {
    const t = textsOf('en');
    const { context, page } = await app.newPage({ width: 1920, height: 1080 });
    page.on('pageerror', (e) => figures.pageErrors.push(`chaos-register-en: ${e.message}`));
    await serveScenario(context, 'chaos-register-en', {
      storage: { local: { lang: 'EN' } },
      simulator: { faults: { errorRate: 1, errorCode: 'unknown.system.err', httpStatus: 500, paths: ['/wps/system/setting/register'] } },
    });
    await page.goto(`${app.url}/register?scenario=chaos-register-en`);
    const alert = page.getByRole('dialog', { name: t('register.title') }).getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain(t('errors.systemError'));
    expect(await alert.getByRole('button', { name: t('common.retry') }).isEnabled()).toBe(true);
    await shots(page, 'chaos-register-rules-failed-en');
    await context.close();
  });

  it('prints the figures: no page error, blank screen, error boundary, stuck spinner, lost field or untranslated message', () => {
    const rates = `${FAULTS.errorRate * 100} % HTTP 500 system error, ${FAULTS.malformedRate * 100} % malformed, ${FAULTS.timeoutRate * 100} % timeouts`;
    console.log(
      [
        `browser chaos: ${figures.steps} checked steps × (${rates})`,
        `  page errors: ${figures.pageErrors.length}`,
        `  blank screens: ${figures.blank.length}`,
        `  error boundaries: ${figures.boundaries.length}`,
        `  stuck spinners: ${figures.stuck.length}`,
        `  lost fields: ${figures.lost.length}`,
        `  untranslated server messages: ${figures.untranslated.length}`,
        `  dialogs left open before the lobby: ${figures.leftOpen.length ? figures.leftOpen.join(' | ') : 0}`,
      ].join('\n'),
    );
    expect(figures.steps).toBeGreaterThan(10);
    expect(figures.pageErrors).toEqual([]);
    expect(figures.blank).toEqual([]);
    expect(figures.boundaries).toEqual([]);
    expect(figures.stuck).toEqual([]);
    expect(figures.lost).toEqual([]);
    expect(figures.untranslated).toEqual([]);
  });
});

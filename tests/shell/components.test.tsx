// @vitest-environment jsdom
/**
 * Component tests: the generic modal, the HTML sanitiser, and shell pieces rendered against the
 * real root actor with fake effects (no gateway, no simulator).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ErrorBoundary } from '../../app/components/ErrorBoundary';
import { Modal } from '../../app/components/Modal';
import { SafeHtml, sanitizeHtml } from '../../app/components/SafeHtml';
import { Header } from '../../app/shell/Header';
import { LanguageSelector } from '../../app/components/LanguageSelector';
import { Footer } from '../../app/shell/Footer';
import { NoticeModal } from '../../app/content/NoticeModal';
import { NOTICES_PER_PAGE } from '../../machines/content/notices.selectors';
import HelpModal from '../../app/content/HelpModal';
import { CustomerServiceButton } from '../../app/components/CustomerServiceButton';
import { Shell } from '../../app/shell/Shell';
import { matchRoute } from '../../app/shell/routes';
import LoginModal from '../../app/account/LoginModal';
import { BootFailure, RETRY_LABEL_ALL_LANGUAGES } from '../../app/shell/BootFailure';
import { BootGate } from '../../app/shell/App';
import { GatewayError } from '../../gateway/errors';
import { dateFormat, formatCurrency, formatDateTime, formatDay, formatMoney, formatNumber, intlLocale, numberFormat } from '../../app/components/format';
import type { Notice } from '../../machines/content/content.types';
import { sendToActor, type RootActor } from '../../machines/system/system';
import { network } from '../support/fakes';
import { i18n, tr } from '../support/i18n';
import { createTestSystem, PLAYER, renderWithSystem, STATUS } from '../support/system';
import { createMemoryStorage } from '../../machines/shared/storage';

// ---- a real root actor over fake effects -------------------------------------------------

interface FakeGateway {
  memberInfo: () => Promise<unknown>;
  balance: () => Promise<unknown>;
  login: (input: { username: string; password: string }) => Promise<unknown>;
  notices: Notice[];
}

function makeSystem(opts: { token?: string; gateway?: Partial<FakeGateway> } = {}) {
  const gw: FakeGateway = {
    memberInfo: async () => PLAYER,
    balance: async () => ({ sumBalance: 12345.67, balance: [], currencySymbol: '$' }),
    login: async () => {
      throw { kind: 'business', code: 'login.cred.err', status: 200, serverMessage: 'bad creds (server text)', messageKey: 'errors.wrongCredentials' };
    },
    notices: [],
    ...opts.gateway,
  };
  return createTestSystem({
    token: opts.token ?? null,
    fakes: {
      fetchSystemStatus: async () => ({
        ...STATUS,
        info: {
          ...STATUS.info,
          customerService: [{ csType: 'LIVECHAT', path: 'https://cs.example/chat' }],
          resources: [
            { resourceType: 'FACEBOOK', url: 'https://facebook.example/brand' },
            { resourceType: 'LINE', url: '' },
          ],
        },
      }),
      login: (input: never) => gw.login(input),
      fetchMemberInfo: () => gw.memberInfo(),
      fetchBalance: () => gw.balance(),
      fetchAnnouncements: async () => ({ banners: [], notices: gw.notices, popups: [], promotions: [] }),
      fetchHelp: async () => [
        { title: 'Terms', tag: 'term', content: '<p>Terms body</p>' },
        { title: 'Privacy', tag: 'privacy', content: '<p>Privacy body</p><img src="x" onerror="alert(1)">' },
      ],
    },
  });
}

const withI18n = (ui: ReactNode) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;

const stop = (root: RootActor) => root.stop();

// ---- Modal ------------------------------------------------------------------------------

describe('Modal', () => {
  const locked = () => document.body.classList.contains('scroll-locked');

  it('locks page scroll while open and unlocks when closed', () => {
    const { unmount } = render(
      withI18n(
        <Modal title="T" onClose={() => {}}>
          body
        </Modal>,
      ),
    );
    expect(locked()).toBe(true);
    unmount();
    expect(locked()).toBe(false);
  });

  it('keeps the page locked until the last of nested modals closes', () => {
    function Nested({ inner, outer }: { inner: boolean; outer: boolean }) {
      return withI18n(
        outer ? (
          <Modal title="Outer" onClose={() => {}}>
            outer
            {inner && (
              <Modal title="Inner" onClose={() => {}}>
                inner
              </Modal>
            )}
          </Modal>
        ) : null,
      );
    }
    const { rerender } = render(<Nested inner outer />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(locked()).toBe(true);
    rerender(<Nested inner={false} outer />);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(locked()).toBe(true);
    rerender(<Nested inner={false} outer={false} />);
    expect(locked()).toBe(false);
  });

  it('is an accessible dialog named by its title, rendered into document.body', () => {
    render(
      withI18n(
        <Modal title="Hello" onClose={() => {}}>
          body
        </Modal>,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-modal-backdrop]')?.parentElement).toBe(document.body);
  });

  it('closes on Escape, on the close button and on a backdrop click, not on a click inside', () => {
    const onClose = vi.fn();
    render(
      withI18n(
        <Modal title="T" onClose={onClose}>
          body
        </Modal>,
      ),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: tr('common.close') }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('body'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(document.querySelector('[data-modal-backdrop]')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('Escape closes only the topmost of nested modals', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      withI18n(
        <Modal title="Outer" onClose={outer}>
          <Modal title="Inner" onClose={inner}>
            x
          </Modal>
        </Modal>,
      ),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('hides the close button when closable is false (and Escape and the backdrop do nothing)', () => {
    const onClose = vi.fn();
    render(
      withI18n(
        <Modal title="T" closable={false} onClose={onClose}>
          body
        </Modal>,
      ),
    );
    expect(screen.queryByRole('button', { name: tr('common.close') })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-modal-backdrop]')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on a backdrop click when closeOnBackdrop is false', () => {
    const onClose = vi.fn();
    render(
      withI18n(
        <Modal title="T" closeOnBackdrop={false} onClose={onClose}>
          body
        </Modal>,
      ),
    );
    fireEvent.click(document.querySelector('[data-modal-backdrop]')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  /** A button with focus, and a Modal shown under it by `rerender(<Harness open />)`. */
  function Harness({ open }: { open: boolean }) {
    return withI18n(
      <>
        <button type="button">opener</button>
        {open && (
          <Modal title="T" onClose={() => {}}>
            <input aria-label="field" />
          </Modal>
        )}
      </>,
    );
  }
  function renderOpener() {
    const { rerender } = render(<Harness open={false} />);
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    return { rerender, opener };
  }

  it('moves focus in (at the next frame) and gives it back on close', async () => {
    const { rerender, opener } = renderOpener();
    rerender(<Harness open />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('field')));
    rerender(<Harness open={false} />);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where it is when it closes before the next frame', () => {
    const { rerender, opener } = renderOpener();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    rerender(<Harness open />);
    rerender(<Harness open={false} />);
    raf.mockRestore();
    // Even a frame that still runs finds no dialog to move focus into.
    for (const run of frames) run(0);
    expect(document.activeElement).toBe(opener);
  });
});

// ---- SafeHtml ---------------------------------------------------------------------------

describe('ErrorBoundary', () => {
  const Throws = ({ error }: { error: Error }): ReactNode => {
    throw error;
  };
  const show = (error: Error) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Throws error={error} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    quiet.mockRestore();
    return view;
  };

  it("says a page's code did not arrive when a lazy chunk fails to load, with a reload", () => {
    show(new TypeError('Failed to fetch dynamically imported module: https://croupier.test/assets/LobbyPage-x.js'));
    expect(screen.getByRole('alert').textContent).toContain(tr('errors.moduleLoad'));
    expect(screen.getByRole('button', { name: tr('common.reload') })).toBeTruthy();
  });

  it('says something went wrong for any other render failure', () => {
    show(new Error('boom'));
    expect(screen.getByRole('alert').textContent).toContain(tr('errors.unknown'));
    expect(screen.getByRole('alert').textContent).not.toContain(tr('errors.moduleLoad'));
  });
});

describe('SafeHtml', () => {
  it('strips <script>, event handlers and javascript: URLs', () => {
    const dirty =
      '<p>Hi</p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2"><a href="javascript:alert(1)">bad</a><a href="https://example.com/x">good</a><svg onload="alert(1)"></svg>';
    const { container } = render(<SafeHtml html={dirty} />);
    const html = container.innerHTML;
    expect(container.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/onerror|onload|javascript:/i);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens links to other sites in a new tab without an opener; links to this site stay in the tab', () => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(
      `<a href="https://example.com/">x</a><a href="/rng?vassalage=JL" target="_blank">y</a><a href="${window.location.origin}/promotions">z</a>`,
    );
    const [external, path, ownOrigin] = [...div.querySelectorAll('a')];
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer');
    // The gateway's own target="_blank" is overruled: a page of this app opens in the app.
    expect(path!.hasAttribute('target')).toBe(false);
    expect(ownOrigin!.hasAttribute('target')).toBe(false);
  });

  it("a click on a link to this site navigates in the app (no page load, no new tab) and tells the surface; other clicks are the browser's", () => {
    const onNavigate = vi.fn();
    function Where() {
      const l = useLocation();
      return <output data-testid="where">{l.pathname + l.search}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SafeHtml html={'<p><a href="/rng?vassalage=JL">Jili</a> <a href="https://vendor.example/">Vendor</a></p>'} onNavigate={onNavigate} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const jili = screen.getByRole('link', { name: 'Jili' });
    // A modified click (open in a new tab on purpose) is left to the browser.
    expect(fireEvent.click(jili, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
    // A plain click: the router goes there, the page is not reloaded.
    expect(fireEvent.click(jili)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=JL');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    // Another site: not intercepted (a new tab, no opener).
    const vendor = screen.getByRole('link', { name: 'Vendor' });
    expect(vendor.getAttribute('target')).toBe('_blank');
    vendor.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(vendor);
    expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=JL');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('drops class, id, name and style, so gateway HTML cannot borrow our classes or cover the screen', () => {
    const clean = sanitizeHtml('<div class="backdrop overlay" id="root" name="config" style="position:fixed;inset:0;z-index:9999">cover</div>');
    const div = document.createElement('div');
    div.innerHTML = clean;
    const el = div.firstElementChild!;
    expect(el.textContent).toBe('cover');
    expect([...el.attributes].map((a) => a.name)).toEqual([]);
  });

  it('drops audio, video and third-party images; keeps images of this site, of the image CDN and inline rasters', () => {
    const html =
      '<video autoplay src="https://media.example/a.mp4"></video><audio autoplay src="/a.mp3"></audio>' +
      '<img alt="tracker" src="https://tracker.example/p.gif"><img alt="cdn" src="https://img.brand.example/promo.png">' +
      '<img alt="site" src="/sim/cdn/x.png"><img alt="inline" src="data:image/png;base64,iVBORw0KGgo=">' +
      '<img alt="svg" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="><img alt="proto" src="//tracker.example/p.gif">';
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(html, { imageOrigins: ['https://img.brand.example'] });
    expect(div.querySelector('video, audio, source')).toBeNull();
    expect([...div.querySelectorAll('img')].map((i) => i.alt)).toEqual(['cdn', 'site', 'inline']);
    for (const img of div.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    }
    // Without the CDN in the policy, its images go too.
    div.innerHTML = sanitizeHtml(html);
    expect([...div.querySelectorAll('img')].map((i) => i.alt)).toEqual(['site', 'inline']);
  });

  it('gives an image its author left without text alt="" (decorative), and keeps an author\'s own', () => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml('<img src="/sim/cdn/a.png"><img alt="Deposit bonus" src="/sim/cdn/b.png">');
    expect([...div.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['', 'Deposit bonus']);
  });

  it('keeps links to the web, mail and phone only', () => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeHtml(
      '<a href="https://ok.example/">a</a><a href="mailto:x@y.z">b</a><a href="tel:+66">c</a><a href="/promo">d</a><a href="//evil.example">e</a><a href="data:text/html,x">f</a><a href=" javascript:alert(1)">g</a>',
    );
    expect([...div.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example/',
      'mailto:x@y.z',
      'tel:+66',
      '/promo',
      null,
      null,
      null,
    ]);
    // Only the other site opens a new tab; mail, phone and this site's pages do not.
    expect([...div.querySelectorAll('a[target="_blank"]')].map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/']);
    expect(div.querySelectorAll('a[href]:not([rel="noopener noreferrer"])')).toHaveLength(0);
  });

  it('drops forms, iframes and inline styles', () => {
    const clean = sanitizeHtml('<form action="/x"><input name="a"></form><iframe src="https://evil"></iframe><p style="position:fixed">t</p>');
    expect(clean).not.toMatch(/<form|<input|<iframe|style=/i);
    expect(clean).toContain('<p>t</p>');
  });
});

// ---- shell pieces over a real root ------------------------------------------------------

describe('LanguageSelector', () => {
  it('lists the supported languages by native name and sends language.change', async () => {
    const { services, actors, root } = makeSystem();
    renderWithSystem(<LanguageSelector />, services);
    const select = screen.getByLabelText(tr('languages.label')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['English', '简体中文', 'ไทย']);
    // Each option in its own language: a reader's fonts and a screen reader's voice follow it.
    expect([...select.options].map((o) => o.lang)).toEqual(['en', 'zh-CN', 'th']);
    expect(select.value).toBe('EN');
    fireEvent.change(select, { target: { value: 'TH' } });
    expect(actors.language.getSnapshot().context.current).toBe('TH');
    await waitFor(() => expect((screen.getByLabelText(tr('languages.label')) as HTMLSelectElement).value).toBe('TH'));
    stop(root);
  });
});

describe('Header', () => {
  it('logged out: login opens the login prompt; register is offered', async () => {
    const { services, actors, root } = makeSystem();
    renderWithSystem(<Header />, services);
    const login = await screen.findByRole('button', { name: tr('header.login') });
    expect(screen.getByRole('button', { name: tr('header.register') })).toBeTruthy();
    fireEvent.click(login);
    expect(actors.session.getSnapshot().context.loginPrompt).toBe(true);
    stop(root);
  });

  it('renders the game-type navigation and the brand link', async () => {
    const { services, root } = makeSystem();
    renderWithSystem(<Header />, services);
    const nav = screen.getByRole('navigation', { name: tr('header.gameNav') });
    expect(
      within(nav)
        .getByRole('link', { name: tr('routes.live') })
        .getAttribute('href'),
    ).toBe('/live');
    expect(screen.getByRole('link', { name: tr('header.homeLink', { brand: 'Test Casino' }) }).getAttribute('href')).toBe('/');
    stop(root);
  });

  it('logged in: shows the balance, masks it, refreshes it, and signs out after confirmation', async () => {
    const { services, actors, callsOf, root } = makeSystem({ token: 'tok' });
    renderWithSystem(<Header />, services);
    const balance = await screen.findByTestId('balance');
    // The symbol where English writes a currency's: before the amount, no space.
    await waitFor(() => expect(balance.textContent).toContain('$12,345.67'));
    expect(balance.getAttribute('aria-live')).toBe('polite');

    const hide = screen.getByRole('button', { name: tr('header.hideBalance') });
    expect(hide.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(hide);
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(balance.textContent).toContain('******');
    expect(balance.textContent).not.toMatch(/\d/);
    fireEvent.click(hide);

    const before = callsOf('fetchBalance').length;
    fireEvent.click(screen.getByRole('button', { name: tr('header.refreshBalance') }));
    await waitFor(() => expect(callsOf('fetchBalance').length).toBe(before + 1));

    expect(screen.getByRole('link', { name: tr('memberPages.depositv2') }).getAttribute('href')).toBe('/member/depositv2');
    expect(screen.getByRole('link', { name: tr('memberPages.withdraw') }).getAttribute('href')).toBe('/member/withdraw');

    // The avatar menu: keyboard-operable disclosure.
    const menuButton = screen.getByRole('button', { name: tr('header.accountMenu') });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('player01')).toBeTruthy();
    expect(screen.getByRole('link', { name: tr('memberPages.securityCenter') }).getAttribute('href')).toBe('/member/securityCenter');
    expect(screen.getByRole('link', { name: tr('memberPages.personalHistoryCopy') }).getAttribute('href')).toBe('/member/personalHistoryCopy');
    expect(screen.getByRole('link', { name: tr('memberPages.messageV2') }).getAttribute('href')).toBe('/member/messageV2');
    expect(screen.queryByRole('link', { name: tr('header.agentCentre') })).toBeNull();
    fireEvent.keyDown(screen.getByRole('link', { name: tr('memberPages.securityCenter') }), { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);

    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('button', { name: tr('header.signOut') }));
    const confirm = screen.getByRole('dialog', { name: tr('header.signOut') });
    expect(within(confirm).getByText(tr('header.signOutConfirm'))).toBeTruthy();
    expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: tr('header.signOut') }));
    await screen.findByRole('button', { name: tr('header.login') });
    expect(actors.session.getSnapshot().matches('loggedOut')).toBe(true);
    stop(root);
  });

  it('copies the account ID and says so in a dialog', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { services, root } = makeSystem({ token: 'tok' });
    renderWithSystem(<Header />, services);
    fireEvent.click(await screen.findByRole('button', { name: tr('header.accountMenu') }));
    fireEvent.click(screen.getByRole('button', { name: tr('header.copyAccountId') }));
    expect(writeText).toHaveBeenCalledWith('player01');
    await screen.findByRole('dialog', { name: tr('common.copied') });
    stop(root);
  });

  it('shows the wallet error beside the last balance when a refresh fails', async () => {
    let fail = false;
    const { services, root } = makeSystem({
      token: 'tok',
      gateway: {
        balance: async () => {
          if (fail) throw network;
          return { sumBalance: 10, balance: [], currencySymbol: '฿' };
        },
      },
    });
    renderWithSystem(<Header />, services);
    const balance = await screen.findByTestId('balance');
    await waitFor(() => expect(balance.textContent).toContain('฿10.00'));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: tr('header.refreshBalance') }));
    expect((await screen.findAllByText(tr('errors.network'))).length).toBeGreaterThan(0);
    expect(balance.textContent).toContain('฿10.00');
    stop(root);
  });

  it('after the session expired: "not logged in" notice; OK acknowledges it', async () => {
    const { services, actors, root } = makeSystem({ token: 'tok' });
    renderWithSystem(<Header />, services);
    await screen.findByTestId('balance');
    act(() => actors.session.send({ type: 'session.expired' }));
    const notice = await screen.findByRole('dialog', { name: tr('common.notice') });
    expect(within(notice).getByText(tr('errors.notLoggedIn'))).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: tr('common.ok') }));
    expect(actors.session.getSnapshot().context.ended).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: tr('common.notice') })).toBeNull());
    stop(root);
  });
});

describe('Footer', () => {
  it('shows social icons only for resources with a URL, vendor logos with fixed size, and the copyright', async () => {
    const { services, root } = makeSystem();
    renderWithSystem(<Footer />, services);
    await screen.findByRole('link', { name: tr('footer.socialLink', { network: 'Facebook' }) });
    expect(screen.queryByRole('link', { name: tr('footer.socialLink', { network: 'LINE' }) })).toBeNull();
    const pg = screen.getByAltText('PG') as HTMLImageElement;
    expect(pg.getAttribute('src')).toBe('https://cdn.example/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png');
    expect(pg.getAttribute('width')).toBeTruthy();
    expect(pg.getAttribute('height')).toBeTruthy();
    expect(pg.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText(tr('footer.copyright', { year: new Date().getFullYear(), brand: 'Test Casino' }))).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Terms' })).getAttribute('href')).toBe('/help#term');
    stop(root);
  });

  it('never renders a social resource the URL policy refuses (javascript:, data:, a scheme split by a tab) as a link', async () => {
    const { services, root } = createTestSystem({
      fakes: {
        fetchSystemStatus: async () => ({
          ...STATUS,
          info: {
            ...STATUS.info,
            resources: [
              { resourceType: 'FACEBOOK', url: 'javascript:top.__xss=1' },
              { resourceType: 'LINE', url: 'data:text/html,<script>top.__xss=1</script>' },
              { resourceType: 'TELEGRAM', url: ' java\tscript:top.__xss=1' },
              { resourceType: 'TWITTER', url: 'https://x.example/brand' },
            ],
          },
        }),
      },
    });
    renderWithSystem(<Footer />, services);
    const twitter = await screen.findByRole('link', { name: tr('footer.socialLink', { network: 'X (Twitter)' }) });
    expect(twitter.getAttribute('href')).toBe('https://x.example/brand');
    expect(twitter.getAttribute('rel')).toBe('noopener noreferrer');
    for (const network of ['Facebook', 'LINE', 'Telegram']) expect(screen.queryByRole('link', { name: tr('footer.socialLink', { network }) })).toBeNull();
    for (const a of Array.from(document.querySelectorAll('a[href]'))) expect(a.getAttribute('href')).not.toMatch(/^\s*(javascript|data|jav)/i);
    stop(root);
  });

  it("shows the brand's own copyright line only in the brand's language, the translated line in the others", async () => {
    const brandLine = 'ลิขสิทธิ์ © 2026 Test Casino (บรรทัดของแบรนด์)';
    const { services, actors, root } = createTestSystem({
      config: { defaultLanguage: 'TH', brand: { copyright: brandLine } },
      storage: createMemoryStorage({ local: { lang: 'TH' } }),
    });
    renderWithSystem(<Footer />, services);
    expect(screen.getByText(brandLine)).toBeTruthy();
    act(() => actors.language.send({ type: 'language.change', lang: 'EN' }));
    await waitFor(() => expect(screen.queryByText(brandLine)).toBeNull());
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Test Casino`))).toBeTruthy();
    stop(root);
  });
});

describe('LoginModal', () => {
  it('shows field errors, keeps what was typed after a failure, and shows our catalogue text', async () => {
    const { services, root } = makeSystem();
    renderWithSystem(<LoginModal onClose={() => {}} />, services, '/login');
    const submit = await screen.findByRole('button', { name: tr('login.submit') }); // once the login workflow has loaded
    fireEvent.click(submit);
    const username = screen.getByLabelText(tr('login.username')) as HTMLInputElement;
    await screen.findByText(tr('validation.usernameRequired'));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe(tr('validation.usernameRequired'));
    expect(username.getAttribute('autocomplete')).toBe('username');

    fireEvent.change(username, { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText(tr('login.password')), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: tr('login.submit') }));
    await screen.findByText(tr('errors.wrongCredentials'));
    expect(screen.queryByText('bad creds (server text)')).toBeNull();
    expect((screen.getByLabelText(tr('login.username')) as HTMLInputElement).value).toBe('player01');
    stop(root);
  });
});

describe('NoticeModal', () => {
  const notices: Notice[] = Array.from({ length: 12 }, (_, i) => ({ id: `n${i + 1}`, title: `Notice ${i + 1}`, content: `<p>Body ${i + 1}</p>` }));

  it("lists 9 per page (the contract's one constant) and pages through the rest", () => {
    expect(NOTICES_PER_PAGE).toBe(9);
    render(withI18n(<NoticeModal notices={notices} onClose={() => {}} />));
    expect(screen.getAllByRole('button', { name: /^Notice \d+$/ })).toHaveLength(NOTICES_PER_PAGE);
    fireEvent.click(screen.getByRole('button', { name: tr('common.nextPage') }));
    expect(screen.getAllByRole('button', { name: /^Notice \d+$/ })).toHaveLength(3);
  });

  it('a link in a notice to a lobby opens that lobby in the app and closes the notices', () => {
    const onClose = vi.fn();
    function Where() {
      const l = useLocation();
      return <output data-testid="where">{l.pathname + l.search}</output>;
    }
    const linked: Notice[] = [{ id: 'n1', title: 'New games', content: '<p>Ten new slots from <a href="/rng?vassalage=JL">Jili</a></p>' }];
    render(
      withI18n(
        <MemoryRouter initialEntries={['/']}>
          <NoticeModal notices={linked} onClose={onClose} />
          <Where />
        </MemoryRouter>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Jili' });
    expect(link.hasAttribute('target')).toBe(false);
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=JL');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens at the chosen notice and shows its sanitised detail', () => {
    render(withI18n(<NoticeModal notices={notices} initialId="n11" onClose={() => {}} />));
    expect(screen.getByText('Body 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notice 11' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('BootGate', () => {
  it('a status call on its second attempt keeps the failure and a busy retry on screen, not a bare spinner', async () => {
    const clock = new SimulatedClock();
    let attempts = 0;
    const { services } = createTestSystem({
      clock,
      fakes: {
        fetchSystemStatus: () => {
          attempts++;
          // The first attempt times out; the second one hangs (as a slow gateway's would, for up to 15 s).
          return attempts === 1 ? Promise.reject(new GatewayError({ kind: 'timeout', code: 'network.timeout' })) : new Promise(() => {});
        },
      },
    });
    renderWithSystem(<BootGate />, services);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.timeout'));
    // The automatic retry (5 s later) starts the second attempt.
    act(() => clock.increment(5_000));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: tr('common.retry') }).getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain(tr('errors.timeout'));
    expect(screen.getByText(tr('boot.retrying'))).toBeTruthy();
  });
});

describe('BootFailure', () => {
  it('before the app exists and without a catalogue: only a retry button named in three languages', () => {
    const onRetry = vi.fn();
    render(<BootFailure i18n={null} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: RETRY_LABEL_ALL_LANGUAGES }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('before the app exists with a catalogue: the network message and retry', () => {
    render(<BootFailure i18n={i18n} onRetry={() => {}} />);
    expect(screen.getByText(tr('errors.network'))).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('common.retry') })).toBeTruthy();
  });
});

describe('formatting', () => {
  it('formats money with 2 decimals and date-times with a time zone in each shell language', () => {
    expect(formatMoney(12345.6, 'en')).toBe('12,345.60');
    expect(formatMoney(12345.678, 'th')).toBe('12,345.68');
    const at = Date.UTC(2026, 10, 22, 3, 0);
    for (const locale of ['en', 'zh-CN', 'th']) {
      const text = formatDateTime(at, locale);
      expect(text).toMatch(/\d/);
      expect(text.length).toBeGreaterThan(8);
    }
    expect(formatDateTime(at, 'en')).toMatch(/UTC|GMT|[A-Z]{2,4}/);
  });

  it('builds each Intl formatter once per language and options, and keeps the language apart', () => {
    expect(numberFormat('th', { maximumFractionDigits: 1 })).toBe(numberFormat('th', { maximumFractionDigits: 1 }));
    expect(numberFormat('th', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en', { maximumFractionDigits: 1 }));
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1.25)).toBe('1.3');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(dateFormat('en', { month: 'numeric', day: 'numeric', timeZone: 'UTC' })).toBe(
      dateFormat('en', { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
    );
    expect(dateFormat('en', { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22))).toBe('11/22');
    expect(formatMoney(1, 'zh-CN')).toBe('1.00');
  });

  it("puts the gateway's currency symbol where each language writes a currency's", () => {
    expect(formatCurrency(12345.6, 'en', '฿')).toBe('฿12,345.60');
    expect(formatCurrency(12345.6, 'fr', '฿')).toBe('12\u202f345,60\u00a0฿');
    expect(formatCurrency(12345.6, 'ru', '₽')).toMatch(/^12\s345,60\s₽$/);
    expect(formatCurrency(-5, 'en', '$')).toBe('-$5.00');
  });

  it("takes the brand's digits and calendar for a language, and only for that language", () => {
    const brand = { numberingSystem: { AR: 'arab', TH: 'latn' }, calendar: { TH: 'gregory' } };
    expect(intlLocale('AR', brand)).toBe('ar-u-nu-arab');
    expect(intlLocale('TH', brand)).toBe('th-u-ca-gregory-nu-latn');
    expect(intlLocale('EN', brand)).toBe('en');
    expect(intlLocale('TY')).toBe('fil');
    expect(formatNumber(1234, intlLocale('AR', brand))).toBe('١٬٢٣٤');
    expect(formatNumber(1234, intlLocale('AR', { numberingSystem: { AR: 'latn' } }))).toBe('1,234');
    // Thai writes the Buddhist year (2026 is 2569) unless the brand chooses the Gregorian.
    expect(formatDay('2026-11-22', intlLocale('TH'))).toContain('2569');
    expect(formatDay('2026-11-22', intlLocale('TH', brand))).toContain('2026');
  });
});

/** jsdom has no scrollIntoView: records the elements scrolled into view during one test. */
function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    Element.prototype.scrollIntoView = original;
  });
  return scrolled;
}

describe('HelpModal', () => {
  it('selects the entry named by the anchor and shows its sanitised HTML', async () => {
    const { services, root } = makeSystem();
    renderWithSystem(<HelpModal anchor="privacy" onClose={() => {}} />, services, '/help#privacy');
    await screen.findByText('Privacy body');
    expect(screen.getByRole('button', { name: 'Privacy' }).getAttribute('aria-current')).toBe('true');
    expect(document.body.innerHTML).not.toMatch(/onerror/);
    stop(root);
  });

  it('falls back to the first entry without a matching anchor', async () => {
    const { services, root } = makeSystem();
    renderWithSystem(<HelpModal anchor="" onClose={() => {}} />, services, '/help');
    await screen.findByText('Terms body');
    stop(root);
  });

  it('/help#privacy scrolls the entry into view and puts the focus on its text; choosing another in the list keeps the focus there', async () => {
    const scrolled = recordScrolls();
    const { services, root } = makeSystem();
    function HelpAtHash() {
      const { hash } = useLocation();
      return <HelpModal anchor={hash.slice(1)} onClose={() => {}} />;
    }
    renderWithSystem(<HelpAtHash />, services, '/help#privacy');
    await screen.findByText('Privacy body');
    const privacy = screen.getByRole('button', { name: 'Privacy' });
    await waitFor(() => expect(scrolled).toContain(privacy));
    const detail = document.getElementById(privacy.getAttribute('aria-controls')!)!;
    expect(scrolled).toContain(detail);
    expect(document.activeElement).toBe(detail);
    expect(detail.getAttribute('aria-labelledby') && document.getElementById(detail.getAttribute('aria-labelledby')!)?.textContent).toBe('Privacy');
    // A choice in the list: that entry comes into view, the focus stays on the list.
    const terms = screen.getByRole('button', { name: 'Terms' });
    terms.focus();
    fireEvent.click(terms);
    await screen.findByText('Terms body');
    await waitFor(() => expect(scrolled).toContain(terms));
    expect(document.activeElement).toBe(terms);
    stop(root);
  });

  it.each(['nosuchentry', '%E0%A4%A', '%'])('an unknown or malformed anchor (#%s) shows the first entry, quietly', async (anchor) => {
    const scrolled = recordScrolls();
    const { services, root } = makeSystem();
    renderWithSystem(<HelpModal anchor={anchor} onClose={() => {}} />, services, `/help#${anchor}`);
    await screen.findByText('Terms body');
    expect(screen.getByRole('button', { name: 'Terms' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scrolled).toEqual([]);
    stop(root);
  });
});

describe('CustomerServiceButton', () => {
  it('opens the customer-service URL in a 440x750 popup', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { services, root } = makeSystem();
    renderWithSystem(<CustomerServiceButton />, services);
    fireEvent.click(await screen.findByRole('button', { name: tr('common.customerService') }));
    expect(open).toHaveBeenCalledWith('https://cs.example/chat', 'customer-service', 'width=440,height=750,noopener');
    stop(root);
  });

  it('offers no button for a customer-service address the URL policy refuses (a javascript: path from the system status)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { services, root } = createTestSystem({
      fakes: {
        fetchSystemStatus: async () => ({ ...STATUS, info: { ...STATUS.info, customerService: [{ csType: 'LIVECHAT', path: 'javascript:top.__xss=1' }] } }),
      },
    });
    renderWithSystem(<CustomerServiceButton />, services);
    await waitFor(() => expect(root.system.get('bootstrap')?.getSnapshot().context.info).toBeTruthy());
    expect(screen.queryByRole('button', { name: tr('common.customerService') })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    stop(root);
  });
});

describe('Shell', () => {
  it('has a skip link to <main id="main">, and hides the side menu on game pages', async () => {
    const { services, root } = makeSystem();
    const { unmount } = renderWithSystem(
      <Shell route={matchRoute('/live')}>
        <p>page</p>
      </Shell>,
      services,
      '/live',
    );
    expect(screen.getByRole('link', { name: tr('common.skipToContent') }).getAttribute('href')).toBe('#main');
    expect(document.querySelector('main#main')?.textContent).toBe('page');
    expect(screen.getByRole('complementary', { name: tr('sideMenu.label') })).toBeTruthy();
    unmount();
    renderWithSystem(
      <Shell route={matchRoute('/seamless')}>
        <p>game</p>
      </Shell>,
      services,
      '/seamless',
    );
    expect(screen.queryByRole('complementary', { name: tr('sideMenu.label') })).toBeNull();
    expect(screen.queryByRole('button', { name: tr('header.openMenu') })).toBeNull();
    stop(root);
  });
  it("on a phone, builds the side menu's drawer when it is first opened, and keeps it built", async () => {
    // A phone-width window: the side menu is a drawer.
    const media = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => media),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { services, root } = makeSystem();
    renderWithSystem(
      <Shell route={matchRoute('/live')}>
        <p>page</p>
      </Shell>,
      services,
      '/live',
    );
    const side = document.querySelector('aside')!;
    const toggle = screen.getByRole('button', { name: tr('header.openMenu') });
    // Closed and never opened: only the drawer's frame, which the menu button controls.
    expect(toggle.getAttribute('aria-controls')).toBe(side.id);
    expect(side.querySelector('a, button')).toBeNull();
    fireEvent.click(toggle);
    expect(within(side).getByRole('link', { name: tr('memberPages.depositv2') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('header.closeMenu') }));
    // Closed again, it stays built (opening it a second time is instant).
    expect(within(side).getByRole('link', { hidden: true, name: tr('memberPages.depositv2') })).toBeTruthy();
    stop(root);
  });
  it('shows the announcement popups and the chat room on a game page too, where there is no side menu', async () => {
    const { services, root } = createTestSystem({
      fakes: {
        fetchPopups: async () => [{ id: 'p1', title: 'Weekend bonus', content: '<p>Deposit on Saturday</p>', execution: 'B' }],
        launchChat: async () => 'https://chat.example/room',
      },
    });
    renderWithSystem(
      <Shell route={matchRoute('/seamless')}>
        <p>game</p>
      </Shell>,
      services,
      '/seamless',
    );
    expect(screen.queryByRole('complementary', { name: tr('sideMenu.label') })).toBeNull();
    // The popups start once the browser is idle after the first paint.
    const popups = await screen.findByRole('dialog', { name: tr('popups.title') }, { timeout: 10_000 });
    expect(within(popups).getByText('Deposit on Saturday')).toBeTruthy();
    fireEvent.click(
      within(popups)
        .getAllByRole('button', { name: tr('popups.close') })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: tr('popups.title') })).toBeNull());
    // The chat room, opened from anywhere (the avatar menu, the agent centre), shows here too.
    act(() => void sendToActor(root, 'chat', { type: 'chat.open' }));
    const chat = await screen.findByRole('dialog', { name: tr('chat.title') }, { timeout: 10_000 });
    expect(within(chat).getByTitle(tr('chat.frame')).getAttribute('src')).toBe('https://chat.example/room');
    stop(root);
  });
});

// @vitest-environment jsdom
/**
 * The operator's analytics: gtag loads only when the status names a measurement id, never in
 * simulator mode unless the config asks, once, with no inline script (its one script from Google's
 * tag host, which the CSP allows only when the deployment says analytics are on), and each page
 * shown is a page_view.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../deploy/security-headers';
import { GTAG_SCRIPT_ORIGIN, gtagAllowed, loadGtag, pageView } from '../../app/shell/analytics';
import Analytics from '../../app/shell/Analytics';
import { analyticsSettings, hostOf } from '../../machines/shell/bootstrap/analytics';
import type { PermissionInfo } from '../../machines/shell/bootstrap/bootstrap.machine';
import { createTestSystem, renderWithSystem, STATUS } from '../support/system';

const w = window as unknown as { dataLayer?: unknown[]; gtag?: unknown };
afterEach(() => {
  delete w.dataLayer;
  delete w.gtag;
  document.head.querySelectorAll('script[data-analytics]').forEach((s) => s.remove());
});

describe('whether gtag loads', () => {
  it('only for a measurement id the status names, and in simulator mode only when asked', () => {
    expect(gtagAllowed('G-ABC123XYZ', false, false)).toBe(true);
    expect(gtagAllowed(null, false, false)).toBe(false);
    expect(gtagAllowed('', false, false)).toBe(false);
    expect(gtagAllowed('G-ABC"><script>', false, false)).toBe(false);
    expect(gtagAllowed('G-ABC123XYZ', true, false)).toBe(false);
    expect(gtagAllowed('G-ABC123XYZ', true, true)).toBe(true);
  });
});

describe('loading gtag', () => {
  it("appends Google's one script for the id, sets up dataLayer without an inline script, and only once", () => {
    const gtag = loadGtag('G-ABC123XYZ');
    expect(loadGtag('G-ABC123XYZ')).toBe(gtag);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[data-analytics]')];
    expect(scripts.map((s) => s.src)).toEqual([`${GTAG_SCRIPT_ORIGIN}/gtag/js?id=G-ABC123XYZ`]);
    expect(scripts[0]!.async).toBe(true);
    expect(document.querySelectorAll('script:not([src])')).toHaveLength(0);
    const pushed = (w.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
    expect(pushed[0]![0]).toBe('js');
    expect(pushed[1]).toEqual(['config', 'G-ABC123XYZ', { send_page_view: false, cookie_domain: 'auto' }]);
    pageView(gtag, '/live', 'Live casino');
    expect(Array.from(w.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual([
      'event',
      'page_view',
      { page_path: '/live', page_title: 'Live casino', page_location: `${window.location.origin}/live` },
    ]);
  });
});

describe("measuring across the brand's domains (mainDomain, domainRoute)", () => {
  const info = (over: Partial<PermissionInfo>): PermissionInfo => ({
    customerService: [],
    resources: [],
    registerRules: {},
    imageCDNs: [],
    launchGameCDNs: [],
    mainDomain: 'https://www.Brand.example/',
    domainRoute: [{ domainName: 'brand.example', domainType: 'MAIN' }, { domainName: 'brand-mirror.example' }, 'm.brand2.example', 42, { domainName: '' }],
    gtagId: 'G-ABC123XYZ',
    ...over,
  });

  it('reads a domain however the gateway writes it', () => {
    expect(hostOf('Brand.example')).toBe('brand.example');
    expect(hostOf('https://www.brand.example/path')).toBe('www.brand.example');
    expect(hostOf('')).toBeNull();
    expect(hostOf(null)).toBeNull();
    expect(hostOf('exa mple')).toBeNull();
  });

  it('sets the cookie on the main domain when the page is on it, and links every domain of the brand', () => {
    expect(analyticsSettings(info({}), 'www.brand.example')).toEqual({
      id: 'G-ABC123XYZ',
      cookieDomain: 'www.brand.example',
      linkDomains: ['www.brand.example', 'brand.example', 'brand-mirror.example', 'm.brand2.example'],
    });
    expect(analyticsSettings(info({ mainDomain: 'brand.example' }), 'm.brand.example')?.cookieDomain).toBe('brand.example');
    // On a mirror, gtag picks the cookie domain itself.
    expect(analyticsSettings(info({}), 'brand-mirror.example')?.cookieDomain).toBe('auto');
    expect(analyticsSettings(info({ mainDomain: null }), 'brand.example')?.cookieDomain).toBe('auto');
  });

  it('links nothing for a brand on one domain, and measures nothing without an id', () => {
    expect(
      analyticsSettings(info({ mainDomain: 'brand.example', domainRoute: [{ domainName: 'https://brand.example' }] }), 'brand.example')?.linkDomains,
    ).toEqual([]);
    expect(analyticsSettings(info({ gtagId: null }), 'brand.example')).toBeNull();
    expect(analyticsSettings(null, 'brand.example')).toBeNull();
  });

  it('configures gtag with them', () => {
    loadGtag('G-ABC123XYZ', { cookieDomain: 'brand.example', linkDomains: ['brand.example', 'brand-mirror.example'] });
    expect(Array.from(w.dataLayer![1] as ArrayLike<unknown>)).toEqual([
      'config',
      'G-ABC123XYZ',
      { send_page_view: false, cookie_domain: 'brand.example', linker: { domains: ['brand.example', 'brand-mirror.example'] } },
    ]);
  });
});

describe('the CSP', () => {
  it("allows Google's tag script and its reports only when the deployment turns analytics on", () => {
    const off = contentSecurityPolicy({ styleHashes: [] });
    const on = contentSecurityPolicy({ styleHashes: [], analytics: true });
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive(off, 'script-src')).toBe("script-src 'self'");
    expect(directive(on, 'script-src')).toBe(`script-src 'self' ${GTAG_SCRIPT_ORIGIN}`);
    expect(directive(on, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(on, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(off, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('the app', () => {
  const withStatus = (gtagId: string | undefined, inSimulator: boolean) => {
    const sys = createTestSystem({
      config: inSimulator ? { analyticsInSimulator: true } : {},
      fakes: { fetchSystemStatus: async () => ({ ...STATUS, info: { ...STATUS.info, ...(gtagId ? { analytics: { gtagId } } : {}) } }) },
    });
    renderWithSystem(<Analytics />, sys.services, '/live');
    return sys;
  };
  const gtagScripts = () => document.head.querySelectorAll('script[data-analytics]').length;

  it('in simulator mode (these tests) loads nothing unless the config asks; then reports the page', async () => {
    const quiet = withStatus('G-ABC123XYZ', false);
    await waitFor(() => expect(quiet.actors.bootstrap.getSnapshot().context.info?.gtagId).toBe('G-ABC123XYZ'));
    expect(gtagScripts()).toBe(0);
    withStatus('G-ABC123XYZ', true);
    await waitFor(() => expect(gtagScripts()).toBe(1));
    expect(w.dataLayer!.map((a) => Array.from(a as ArrayLike<unknown>)[1])).toContain('page_view');
  });

  it('loads nothing when the status names no id', async () => {
    const none = withStatus(undefined, true);
    await waitFor(() => expect(none.actors.bootstrap.getSnapshot().context.info).not.toBeNull());
    expect(gtagScripts()).toBe(0);
  });
});

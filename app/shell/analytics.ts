/**
 * The operator's analytics (spec §4 permission info `analytics.gtagId`): Google's gtag, loaded only
 * when the status names a measurement id, and never in simulator mode unless the runtime config
 * asks (`analyticsInSimulator`), so a demo or a test run never reports to the operator's property.
 * No inline script: `dataLayer` and `gtag` are set up here, and the one script comes from
 * GTAG_SCRIPT_ORIGIN, which the deployment's CSP allows (docs/deploy.md, deploy/security-headers.ts
 * `analytics`). Each move to another page is a page_view. The cookie domain and the linked
 * domains come from the status (machines/shell/bootstrap/analytics.ts).
 */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** A measurement id as Google issues them (G-…, GT-…, AW-…, DC-…, UA-…): anything else is not loaded. */
const GTAG_ID = /^(?:G|GT|AW|DC|UA)-[A-Z0-9-]{4,20}$/i;

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export function gtagAllowed(id: string | null | undefined, simulator: boolean, inSimulator: boolean): id is string {
  return Boolean(id && GTAG_ID.test(id)) && (!simulator || inSimulator);
}

/** Sets up gtag for `id` once (a second call does nothing) and appends its script. */
export function loadGtag(
  id: string,
  { cookieDomain = 'auto', linkDomains = [] }: { cookieDomain?: string; linkDomains?: readonly string[] } = {},
  win: Window = window,
): Gtag {
  const w = win as Window & GtagWindow;
  if (w.gtag) return w.gtag;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the Arguments objects it is given, as Google's snippet pushes them.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag = gtag;
  gtag('js', new Date());
  // The route changes send their own page_view.
  gtag('config', id, { send_page_view: false, cookie_domain: cookieDomain, ...(linkDomains.length > 0 ? { linker: { domains: [...linkDomains] } } : {}) });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.analytics = 'gtag';
  win.document.head.append(script);
  return gtag;
}

/** A page view for the page now on screen. */
export function pageView(gtag: Gtag, path: string, title: string): void {
  gtag('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.origin + path });
}

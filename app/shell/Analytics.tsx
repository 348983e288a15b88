/** Mounted once by App: loads the operator's gtag when the status names one (app/shell/analytics.ts) and reports each page. */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useActorSelector, useServices } from '../system/system';
import { analyticsSettings } from '../../machines/shell/bootstrap/analytics';
import { gtagAllowed, loadGtag, pageView } from './analytics';

export default function Analytics() {
  const info = useActorSelector('bootstrap', (s) => s.context.info);
  const settings = useMemo(() => analyticsSettings(info, window.location.hostname), [info]);
  const id = settings?.id ?? null;
  const { config } = useServices();
  const { pathname, search } = useLocation();
  const gtag = useRef<ReturnType<typeof loadGtag> | null>(null);
  const allowed = gtagAllowed(id, __SIMULATOR__, config.analyticsInSimulator === true);
  useEffect(() => {
    if (!allowed || !settings) return;
    // gtag is configured once, when it loads (the settings hold until the status is read again).
    gtag.current ??= loadGtag(settings.id, settings);
    pageView(gtag.current, pathname + search, document.title);
  }, [allowed, settings, pathname, search]);
  return null;
}

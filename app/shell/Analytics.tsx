/** Mounted once by App: loads the operator's gtag when the status names one (app/shell/analytics.ts) and reports each page. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../system/system';
import { useGtagId } from '../system/use-bootstrap';
import { gtagAllowed, loadGtag, pageView } from './analytics';

export default function Analytics() {
  const id = useGtagId();
  const { config } = useServices();
  const { pathname, search } = useLocation();
  const gtag = useRef<ReturnType<typeof loadGtag> | null>(null);
  const allowed = gtagAllowed(id, __SIMULATOR__, config.analyticsInSimulator === true);
  useEffect(() => {
    if (!allowed || !id) return;
    gtag.current ??= loadGtag(id);
    pageView(gtag.current, pathname + search, document.title);
  }, [allowed, id, pathname, search]);
  return null;
}

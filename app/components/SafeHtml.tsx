/**
 * Gateway HTML (notices, help, promotions) goes through DOMPurify before it reaches the DOM:
 * no scripts, no event handlers, no javascript: URLs, no frames or forms. Links open in a new
 * tab with rel="noopener noreferrer".
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import styles from './SafeHtml.module.css';

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // Our own instance, so the link hook below does not leak into other users of DOMPurify.
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={[styles.html, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}

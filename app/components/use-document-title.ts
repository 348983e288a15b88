/**
 * Sets `document.title` to "<title> | <brand>" while the calling view shows (the brand alone for
 * null; nothing for undefined, when a view below sets it).
 */
import { useEffect } from 'react';
import { useBrand } from '../system/use-bootstrap';

export function useDocumentTitle(title: string | null | undefined): void {
  const brand = useBrand();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}

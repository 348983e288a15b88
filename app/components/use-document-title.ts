/** Sets `document.title` to "<title> | <brand>" while the calling view shows (the brand alone for null). */
import { useEffect } from 'react';
import { useBrand } from '../system/use-bootstrap';

export function useDocumentTitle(title: string | null): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}

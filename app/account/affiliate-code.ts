/** The invitation code a shared link carries (`?affiliateCode=` or `?code=`). */
export function affiliateCodeFrom(search: string): string | undefined {
  const q = new URLSearchParams(search);
  const code = (q.get('affiliateCode') ?? q.get('code') ?? '').trim();
  return code || undefined;
}

/** The invitation code a shared link carries (`?affiliateCode=` or `?code=`). */
function affiliateCodeFrom(search: string): string | undefined {
  const q = new URLSearchParams(search);
  const code = (q.get('affiliateCode') ?? q.get('code') ?? '').trim();
  return code || undefined;
}

/** Where a sign-up comes from, as the registration calls send it: the link's invitation code (of `search`), this page's domain and address. */
export function signUpOrigin(search: string): { affiliateCode?: string; domain: string; registerUrl: string } {
  const affiliateCode = affiliateCodeFrom(search);
  return { ...(affiliateCode ? { affiliateCode } : {}), domain: window.location.host, registerUrl: window.location.href };
}

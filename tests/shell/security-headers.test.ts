// @vitest-environment node
/**
 * The production build's security headers (deploy/security-headers.ts): a strict policy with no
 * unsafe sources, the one inline style of index.html allowed by its hash, anti-framing. The browser
 * test "boots against the standalone gateway" runs the production build under it and fails on any
 * violation.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineStyleHashes, securityHeaders } from '../../deploy/security-headers';

describe('security headers', () => {
  const html = readFileSync('index.html', 'utf8');

  it('allows the inline style of index.html by its hash, and nothing unsafe', () => {
    const hashes = inlineStyleHashes(html);
    expect(hashes).toHaveLength(1);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(hashes[0]).toBe(`sha256-${createHash('sha256').update(style).digest('base64')}`);
    const csp = contentSecurityPolicy({ styleHashes: hashes });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`style-src 'self' '${hashes[0]}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('never lets the app be framed', () => {
    const h = securityHeaders(contentSecurityPolicy({ styleHashes: [] }));
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
  });

  it("adds a deployment's CDN, vendor and gateway origins where they belong", () => {
    const csp = contentSecurityPolicy({
      styleHashes: [],
      imageOrigins: ['https://img.cdn.example'],
      frameOrigins: ['https://games.vendor.example'],
      connectOrigins: ['https://gw.example'],
    });
    expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.example");
    expect(csp).toContain("frame-src 'self' https://games.vendor.example");
    expect(csp).toContain("connect-src 'self' https://gw.example");
  });
});

import { describe, expect, test } from 'vitest';
import { createTestContext } from '../../tests/setup/test-app.ts';
import { allowedOrigins, buildSecurityHeaders, VITE_DEV_ORIGIN } from './security.ts';

describe('allowedOrigins', () => {
  test("is APP_URL's origin, whatever its path", () => {
    expect([...allowedOrigins('https://app.example.com/some/path', 'production')]).toEqual([
      'https://app.example.com',
    ]);
  });

  test('adds the Vite dev server only in development', () => {
    expect(allowedOrigins('http://localhost:5000', 'development').has(VITE_DEV_ORIGIN)).toBe(true);
    expect(allowedOrigins('http://localhost:5000', 'test').has(VITE_DEV_ORIGIN)).toBe(false);
    expect(allowedOrigins('http://localhost:5000', 'production').has(VITE_DEV_ORIGIN)).toBe(false);
  });

  test('a development server accepts calls from the page Vite serves, and still refuses others', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development' });
    try {
      const fromVite = await ctx.call('POST', '/api/logout', { headers: { origin: VITE_DEV_ORIGIN } });
      expect(fromVite.statusCode).toBe(204);
      const foreign = await ctx.call('POST', '/api/logout', { headers: { origin: 'http://localhost:5174' } });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });
});

describe('buildSecurityHeaders', () => {
  test("are helmet's headers with our policy: storage origins allowed for images and calls, HSTS only over https", () => {
    const http = buildSecurityHeaders('http://localhost:5000', ['http://127.0.0.1:4569']);
    expect(http).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob: http://127.0.0.1:4569;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' http://127.0.0.1:4569",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    const https = buildSecurityHeaders('https://app.example.com', []);
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('every answer carries them: an API call, an API 404 and a page', async () => {
    const ctx = await createTestContext();
    try {
      for (const url of ['/api/user', '/api/nothing-here', '/surveys']) {
        const res = await ctx.call('GET', url);
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      await ctx.close();
    }
  });
});

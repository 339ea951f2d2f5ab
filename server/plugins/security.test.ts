import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { spellApiPath } from '../../tests/access/path-spellings.ts';
import { DEFAULT_PASSWORD } from '../../tests/factories/index.ts';
import { createTestContext } from '../../tests/setup/test-app.ts';
import { allowedOrigins, buildSecurityHeaders, VITE_DEV_ORIGIN } from './security.ts';

describe('allowedOrigins', () => {
  test("is APP_URL's origin, whatever its path", () => {
    expect([...allowedOrigins('https://app.example.com/some/path', false)]).toEqual([
      'https://app.example.com',
    ]);
  });

  test('adds the Vite dev server only when npm run dev asks for it', () => {
    expect(allowedOrigins('http://localhost:5000', true).has(VITE_DEV_ORIGIN)).toBe(true);
    expect(allowedOrigins('http://localhost:5000', false).has(VITE_DEV_ORIGIN)).toBe(false);
  });

  test('npm run dev sets the flag for the API it starts, and nothing else does', () => {
    const dev = readFileSync('scripts/dev.mjs', 'utf8');
    expect(dev).toContain("TRUST_VITE_DEV_SERVER: 'true'");
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.dev).toBe('node scripts/dev.mjs');
    expect(Object.values(manifest.scripts).join('\n')).not.toContain('TRUST_VITE_DEV_SERVER');
  });

  test('a development server started by npm run dev accepts calls from the page Vite serves, and still refuses others', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development', TRUST_VITE_DEV_SERVER: 'true' });
    try {
      const fromVite = await ctx.call('POST', '/api/logout', { headers: { origin: VITE_DEV_ORIGIN } });
      expect(fromVite.statusCode).toBe(204);
      const foreign = await ctx.call('POST', '/api/logout', { headers: { origin: 'http://localhost:5174' } });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });

  test('plain npm start (NODE_ENV defaults to development) refuses the Vite origin', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'development' });
    try {
      expect(ctx.deps.config.NODE_ENV).toBe('development');
      const fromVite = await ctx.call('POST', '/api/logout', { headers: { origin: VITE_DEV_ORIGIN } });
      expect(fromVite.statusCode).toBe(403);
    } finally {
      await ctx.close();
    }
  });
});

describe('the Origin check over a real socket', () => {
  /** Sends the request line exactly as written: no client library normalises the path. */
  function sendRaw(
    port: number,
    method: string,
    rawPath: string,
    body: string,
  ): Promise<{ status: number; setCookie: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `${method} ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://attacker.example\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
        resolve({ status, setCookie: /^set-cookie: .*$/im.exec(answer)?.[0] ?? '' });
      });
      socket.on('error', reject);
    });
  }

  test('refuses a foreign sign-in under every spelling of /api/login, with no session given', async () => {
    const ctx = await createTestContext();
    try {
      const { user } = await ctx.signIn();
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const body = JSON.stringify({ username: user.username, password: DEFAULT_PASSWORD });
      for (const spelling of [...spellApiPath('/api/login'), '/api/login?next=/', '/%2561pi/login']) {
        const res = await sendRaw(port, 'POST', spelling, body);
        expect(res.status, spelling).toBe(403);
        expect(res.setCookie, spelling).not.toContain('aqs_session');
      }
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

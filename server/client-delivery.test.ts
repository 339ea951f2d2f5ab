import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressDir } from '../scripts/vite/precompress.ts';
import { createTestContext, type TestContext } from '../tests/setup/test-app.ts';

// The built client as the server delivers it (docs/decisions/026-client-delivery.md): precompressed files chosen by
// Accept-Encoding, immutable hashed assets, no-cache pages, the prerendered landing page for signed-out browsers.

const SCRIPT = `export const figures = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, name: `cooling tower ${i}` })))};\n`;
const SHELL = `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const LANDING = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>Water treatment surveys</h1></div>',
);

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'aqs-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'tiny-Zz9.js'), 'export {};\n');
  await writeFile(path.join(clientDir, 'index.html'), SHELL);
  await writeFile(path.join(clientDir, 'landing.html'), LANDING);
  await precompressDir(clientDir);
  ctx = await createTestContext({}, { clientDir });
});

afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

function varies(header: unknown): string[] {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());
}

describe('hashed assets', () => {
  test('brotli when the browser accepts it, with Vary and a year of immutable caching', async () => {
    const res = await ctx.call('GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(varies(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  test('gzip when brotli is not accepted', async () => {
    const res = await ctx.call('GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  test('identity without Accept-Encoding, still marked as varying on it', async () => {
    const res = await ctx.call('GET', '/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  test('a file too small to compress is sent as it is, whatever the browser accepts', async () => {
    const res = await ctx.call('GET', '/assets/tiny-Zz9.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  test('each encoding has its own ETag, and a matching If-None-Match answers 304', async () => {
    const br = await ctx.call('GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'br' } });
    const gz = await ctx.call('GET', '/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await ctx.call('GET', '/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('pages', () => {
  test('a signed-out browser gets the prerendered landing page at /, compressed and never cached stale', async () => {
    const res = await ctx.call('GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(varies(res.headers.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING);
  });

  test('a browser holding a session gets the plain shell at /, so its dashboard never flashes the landing page', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', '/', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  test('a session made before the hint existed gets the hint with its next page', async () => {
    const { cookie } = await ctx.signIn(); // the aqs_session cookie alone
    const res = await ctx.call('GET', '/surveys', { cookie });
    expect(res.statusCode).toBe(200);
    const hint = res.cookies.find((c) => c.name === 'aqs_signed_in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    const again = await ctx.call('GET', '/surveys', { cookie: `${cookie}; aqs_signed_in=1` });
    expect(again.cookies).toEqual([]);
  });

  test('an ended session gets the landing page at / and loses its hint', async () => {
    const res = await ctx.call('GET', '/', { cookie: 'aqs_session=ended-long-ago; aqs_signed_in=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(LANDING);
    expect(res.cookies.find((c) => c.name === 'aqs_signed_in')?.value).toBe('');
  });

  test('every other client route gets the shell with no-cache', async () => {
    const res = await ctx.call('GET', '/surveys', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SHELL);
  });
});

describe('the status of a page path', () => {
  test('every path of the shared route list answers 200 with the shell, parameters and a trailing slash included', async () => {
    const { cookie } = await ctx.signIn();
    for (const url of [
      '/surveys',
      '/surveys/',
      '/new-survey',
      '/edit-survey/12',
      '/edit-survey/abc',
      '/survey-report/7',
      '/proposals/xyz',
      '/proposal-generator?surveyId=3',
      '/follow-ups',
      '/settings',
      '/payment-methods',
      '/admin',
      '/signup',
      '/forgot-password',
      '/reset-password?token=abc',
      '/payment-success?session_id=cs_1',
      '/test-checkout/cs_test_1',
    ]) {
      for (const who of [undefined, cookie]) {
        const res = await ctx.call('GET', url, { cookie: who });
        expect(res.statusCode, `${url} ${who ? 'signed in' : 'signed out'}`).toBe(200);
        expect(res.body).toBe(SHELL);
      }
    }
  });

  test('an unknown path answers 404 with the shell, whose router draws the not-found page', async () => {
    const { cookie } = await ctx.signIn();
    for (const url of [
      '/no-such-page',
      '/surveys/12/extra',
      '/edit-survey',
      '/proposalsx',
      '/settings/x?y=1',
    ]) {
      for (const who of [undefined, cookie]) {
        const res = await ctx.call('GET', url, { cookie: who, headers: { 'accept-encoding': 'gzip' } });
        expect(res.statusCode, `${url} ${who ? 'signed in' : 'signed out'}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(gunzipSync(res.rawPayload).toString()).toBe(SHELL);
      }
    }
    const head = await ctx.call('HEAD', '/no-such-page');
    expect(head.statusCode).toBe(404);
  });

  test('a missing file answers a plain 404, an API path the JSON 404', async () => {
    expect((await ctx.call('GET', '/assets/missing-123.js')).statusCode).toBe(404);
    const api = await ctx.call('GET', '/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});

describe('API answers', () => {
  // Every system type's water control ranges: a few KB of JSON.
  const RANGES = '/api/settings/water-ranges';

  test('JSON of 1 KB and more is compressed for a browser that accepts it, smaller ones are not', async () => {
    const { cookie } = await ctx.signIn();
    const ranges = await ctx.call('GET', RANGES, { cookie, headers: { 'accept-encoding': 'br, gzip' } });
    expect(ranges.statusCode).toBe(200);
    expect(ranges.headers['content-encoding']).toBe('br');
    expect(varies(ranges.headers.vary)).toContain('accept-encoding');
    const plain = brotliDecompressSync(ranges.rawPayload);
    expect(plain.length).toBeGreaterThan(1024);
    expect(ranges.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(plain.toString())).toBeTruthy();

    const user = await ctx.call('GET', '/api/user', { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(user.statusCode).toBe(200);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(user.json()).toHaveProperty('username');
  });

  test('without Accept-Encoding the API answers plain JSON', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', RANGES, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeGreaterThan(1024);
    expect(res.json()).toBeTruthy();
  });
});

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
const SHELL = `<!doctype html><html><head><title>shell</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const LANDING = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>Water treatment surveys</h1></div>',
);

// Vite's manifest: the entry (already in the shell), the signed-in frame and one page, sharing a chunk.
const MANIFEST = {
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true },
  '_shared-S1.js': { file: 'assets/shared-S1.js', imports: ['index.html'] },
  'client/app/signed-in-routes.tsx': { file: 'assets/signed-in-routes-R1.js', imports: ['_shared-S1.js'] },
  'client/features/shell/app-shell.tsx': { file: 'assets/app-shell-A1.js', imports: ['index.html'] },
  'client/features/surveys/components/surveys-page.tsx': {
    file: 'assets/surveys-page-P1.js',
    imports: ['_shared-S1.js', 'index.html'],
  },
};

// The page frames the build renders (client/prerender.tsx): markup for #root per page, none with user data.
const SLOT = '\u2063first-name\u2063';
const FRAMES = {
  byPath: {
    '/': '<div data-page-frame=""><h1>Dashboard</h1><p>Welcome back! Here&#x27;s an overview</p></div>',
    '/surveys': '<div data-page-frame=""><h1>My Surveys</h1></div>',
    '/settings': '<div data-page-frame=""><h1>Settings</h1></div>',
  },
  dashboardNamed: `<div data-page-frame=""><h1>Dashboard</h1><p>Welcome back, ${SLOT}! Here&#x27;s an overview</p></div>`,
  firstNameSlot: SLOT,
};

/** What a page's #root holds ('' for the plain shell's empty one). */
function rootMarkup(body: string): string | undefined {
  return /<div id="root">([\s\S]*?)<\/div><!-- padding -->/.exec(body)?.[1];
}

/**
 * A signed-in page less what the server adds to the shell for it: the user's JSON, the code and data preloads, and
 * the page's frame in #root.
 */
function withoutSignedInParts(body: string): string {
  return body
    .replace(/<div id="root">[\s\S]*?<\/div><!-- padding -->/, '<div id="root"></div><!-- padding -->')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(/<script type="application\/json" id="aqs-session-user">[^<]*<\/script>/, '');
}

/** The modulepreload links of a page, in order. */
function preloads(body: string): string[] {
  return [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
}

/** The API answers a page preloads, in order: each must be fetched as the client's getJson fetches it. */
function dataPreloads(body: string): string[] {
  return [
    ...body.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
  ].map((match) => match[1]!);
}

/** The user a signed-in page carries. */
function servedUser(body: string): unknown {
  const json = /<script type="application\/json" id="aqs-session-user">([^<]*)<\/script>/.exec(body)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'aqs-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'tiny-Zz9.js'), 'export {};\n');
  await writeFile(path.join(clientDir, 'index.html'), SHELL);
  await writeFile(path.join(clientDir, 'landing.html'), LANDING);
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(clientDir, '.vite', 'page-frames.json'), JSON.stringify(FRAMES));
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
    expect(withoutSignedInParts(res.body)).toBe(SHELL);
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

describe('what a signed-in page needs first (decision 039)', () => {
  test('the page carries the signed-in user as GET /api/user answers it; a signed-out page carries none', async () => {
    const { cookie } = await ctx.signIn();
    const page = await ctx.call('GET', '/surveys', { cookie });
    const user = await ctx.call('GET', '/api/user', { cookie });
    expect(servedUser(page.body)).toEqual(user.json());
    expect(servedUser((await ctx.call('GET', '/surveys')).body)).toBeUndefined();
    expect(
      servedUser((await ctx.call('GET', '/surveys', { cookie: 'aqs_session=ended' })).body),
    ).toBeUndefined();
  });

  test('a name written to close the script element stays inside it', async () => {
    const firstName = '</script><script>alert(1)</script>';
    const { cookie } = await ctx.signIn({ firstName });
    const page = await ctx.call('GET', '/surveys', { cookie });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(servedUser(page.body)).toMatchObject({ firstName });
  });

  test("a name holding replacement patterns ($& and $') is written as it is, and the page stays whole", async () => {
    const firstName = "Dana $& $' $` Co";
    const { cookie } = await ctx.signIn({ firstName });
    const page = await ctx.call('GET', '/surveys', { cookie });
    expect(servedUser(page.body)).toMatchObject({ firstName });
    expect(withoutSignedInParts(page.body)).toBe(SHELL);
  });

  test("the route tables, the app shell and the opened page's chunks are preloaded once, not what the shell loads", async () => {
    const { cookie } = await ctx.signIn();
    const surveys = await ctx.call('GET', '/surveys', { cookie });
    expect(preloads(surveys.body)).toEqual([
      '/assets/signed-in-routes-R1.js',
      '/assets/shared-S1.js',
      '/assets/app-shell-A1.js',
      '/assets/surveys-page-P1.js',
    ]);
    // A page the manifest does not list: the frame only.
    const settings = await ctx.call('GET', '/settings', { cookie });
    expect(preloads(settings.body)).toEqual([
      '/assets/signed-in-routes-R1.js',
      '/assets/shared-S1.js',
      '/assets/app-shell-A1.js',
    ]);
    expect(preloads((await ctx.call('GET', '/surveys')).body)).toEqual([]);
  });

  test("the page's first API answers are preloaded for the signed-in rep only, from the ids in its address", async () => {
    const { cookie } = await ctx.signIn();
    const page = async (url: string, withCookie = cookie) =>
      dataPreloads((await ctx.call('GET', url, { cookie: withCookie })).body);
    expect(await page('/surveys')).toEqual(['/api/surveys']);
    expect(await page('/proposal-generator?surveyId=3')).toEqual([
      '/api/surveys/3',
      '/api/equipment/survey/3',
      '/api/water-quality/survey/3',
      '/api/proposals/survey/3',
    ]);
    expect(await page('/proposals/12')).toEqual(['/api/proposals/12', '/api/proposals/12/program']);
    // No id the API could answer (a survey kept on the device has a negative one): nothing to preload.
    expect(await page('/edit-survey/abc')).toEqual([]);
    expect(await page('/edit-survey/-1790000000000')).toEqual([]);
    expect(await page('/proposal-generator')).toEqual([]);
    // A visitor, an ended session and an administrator (other route tables) get none.
    expect(await page('/surveys', '')).toEqual([]);
    expect(await page('/surveys', 'aqs_session=ended')).toEqual([]);
    const admin = await ctx.signIn({ isAdmin: true });
    expect(await page('/surveys', admin.cookie)).toEqual([]);
  });

  test("a regular user's page carries its frame in #root; a visitor, an admin, an unframed page get the empty root", async () => {
    const { cookie } = await ctx.signIn({ firstName: null });
    const root = async (url: string, withCookie = cookie) =>
      rootMarkup((await ctx.call('GET', url, { cookie: withCookie })).body);
    expect(await root('/surveys')).toBe(FRAMES.byPath['/surveys']);
    expect(await root('/surveys/')).toBe(FRAMES.byPath['/surveys']);
    expect(await root('/settings?tab=1')).toBe(FRAMES.byPath['/settings']);
    // Without a first name the dashboard greets without one, as the page does.
    expect(await root('/')).toBe(FRAMES.byPath['/']);
    // Pages drawn outside the app shell or without a frame, an unknown path.
    expect(await root('/signup?token=abc')).toBe('');
    expect(await root('/reset-password')).toBe('');
    expect(await root('/payment-methods')).toBe('');
    expect(await root('/no-such-page')).toBe('');
    // A visitor, an ended session and an administrator (other route tables, another bar) get none.
    expect(await root('/surveys', '')).toBe('');
    expect(await root('/surveys', 'aqs_session=ended')).toBe('');
    const admin = await ctx.signIn({ isAdmin: true });
    expect(await root('/settings', admin.cookie)).toBe('');
    expect(await root('/', admin.cookie)).toBe('');
  });

  test("the dashboard's frame greets the user by first name, escaped as text", async () => {
    const dana = await ctx.signIn({ firstName: '  Dana  ' });
    expect(rootMarkup((await ctx.call('GET', '/', { cookie: dana.cookie })).body)).toBe(
      FRAMES.dashboardNamed.replace(SLOT, 'Dana'),
    );
    const firstName = `<img src=x onerror="alert(1)">&'$&`;
    const { cookie } = await ctx.signIn({ firstName });
    const root = rootMarkup((await ctx.call('GET', '/', { cookie })).body);
    expect(root).toBe(
      FRAMES.dashboardNamed.replace(
        SLOT,
        () => '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;$&amp;',
      ),
    );
    expect(root).not.toContain('<img');
    // Another page's frame carries no name.
    expect(rootMarkup((await ctx.call('GET', '/surveys', { cookie })).body)).toBe(FRAMES.byPath['/surveys']);
  });

  test('a signed-in page is private to its cookie and compressed for the browser', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', '/surveys', { cookie, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(varies(res.headers.vary)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    expect(res.headers['content-encoding']).toBe('br');
    expect(withoutSignedInParts(brotliDecompressSync(res.rawPayload).toString())).toBe(SHELL);
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
        expect(who ? withoutSignedInParts(res.body) : res.body).toBe(SHELL);
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
        expect(res.headers['cache-control']).toBe(who ? 'private, no-cache' : 'no-cache');
        expect(withoutSignedInParts(gunzipSync(res.rawPayload).toString())).toBe(SHELL);
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

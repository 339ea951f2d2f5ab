// The real server as `npm start` runs it (compiled to JavaScript, plain node, --max-semi-space-size=8, PGlite in a new
// data folder) analysing four crafted Word documents at once: each is a 1 MB .docx whose headers declare a 4 KB
// word/document.xml that really inflates to 1 GiB. What is measured is the resident memory (VmRSS) of the server
// process and of everything it started (its RFP reader processes), sampled from /proc while the four analyses run
// and afterwards: never a timing.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT } from '../bench/lib/config.ts';
import { answers200, findFreePort, listDescendants, readRssBytes } from '../bench/lib/processes.ts';
import { buildUnderstatedDocx } from '../fixtures/rfp/crafted-docx.ts';
import { readRfpFixture } from '../fixtures/rfp/fixture-files.ts';
import { startCompiledServer, stopProcess } from '../helpers/compiled-server.ts';
import { signIn } from './server-process.ts';

const MB = 1024 * 1024;
/** The whole server while four crafted files are analysed at once (issue 18). */
const PEAK_LIMIT = 600 * MB;
/** The whole server within a minute of the last analysis. */
const SETTLED_LIMIT = 300 * MB;

const site = path.join(ROOT, '.tmp', `docx-bomb-${randomBytes(4).toString('hex')}`);
let child: ChildProcess | null = null;
let server: { url: string; pid: number } | null = null;
let bomb: Buffer;
beforeAll(async () => {
  const built = new Promise<void>((resolve) => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', `--outdir=${path.join(site, 'server')}`], {
      cwd: ROOT,
    });
    resolve();
  });
  [bomb] = await Promise.all([buildUnderstatedDocx({ actualBytes: 1024 * MB, declaredBytes: 4096 }), built]);
  mkdirSync(path.join(site, 'data'), { recursive: true });
  const started = startCompiledServer(site, await findFreePort(), {
    adminPassword: 'Docx-Bomb-Admin-1',
    nodeArgs: ['--max-semi-space-size=8'],
  });
  child = started.child;
  const { url, output } = started;
  const deadline = Date.now() + 120_000;
  while (!(await answers200(`${url}/api/openapi.json`))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server = { url, pid: child.pid! };
}, 240_000);
afterAll(async () => {
  await stopProcess(child);
  rmSync(site, { recursive: true, force: true });
}, 30_000);

/** VmRSS of the server and of every process below it, and of the server alone. */
function measure(pid: number): { tree: number; server: number } {
  const own = readRssBytes(pid) ?? 0;
  const children = listDescendants(pid).reduce((sum, child) => sum + (readRssBytes(child) ?? 0), 0);
  return { tree: own + children, server: own };
}

async function call(path: string, init: { method: string; cookie: string; body?: unknown }) {
  const res = await fetch(`${server!.url}${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', cookie: init.cookie },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Uploads bytes as an RFP the way the browser does; answers the file URL to analyse. */
async function uploadRfp(cookie: string, bytes: Buffer, fileName: string): Promise<string> {
  const link = await call('/api/objects/upload', {
    method: 'POST',
    cookie,
    body: { size: bytes.length, fileName },
  });
  expect(link.status).toBe(200);
  const uploadURL = String(link.body!.uploadURL);
  const put = await fetch(new URL(uploadURL, server!.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', cookie },
    body: new Uint8Array(bytes),
  });
  expect(put.status, await put.text()).toBe(200);
  return uploadURL.split('?')[0]!;
}

test('four crafted 1 GiB Word documents at once: the server stays under 600 MB, is back under 300 MB within a minute, and still reads real ones', async () => {
  const suffix = randomBytes(4).toString('hex');
  const user = {
    username: `bomb_${suffix}`,
    email: `bomb_${suffix}@example.com`,
    password: 'Bomb-Test-Pass-9',
  };
  const created = await fetch(`${server!.url}/api/test-support/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, subscriptionStatus: 'active' }),
  });
  expect(created.status, await created.text()).toBe(201);
  const cookie = await signIn(server!.url, user.username, user.password);
  const fileUrls = await Promise.all([1, 2, 3, 4].map((n) => uploadRfp(cookie, bomb, `bomb-${n}.docx`)));

  const before = measure(server!.pid);
  let peak = before;
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      const now = measure(server!.pid);
      peak = { tree: Math.max(peak.tree, now.tree), server: Math.max(peak.server, now.server) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const answers = await Promise.all(
    fileUrls.map((fileUrl) => call('/api/analyze-rfp', { method: 'POST', cookie, body: { fileUrl } })),
  );
  isRunning = false;
  await sampler;

  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      warning: 'RFP uploaded but analysis failed. Using standard proposal template.',
      analysis: { isBasicTemplate: true, failureReason: 'too-complex' },
    });
  }
  const settledWithin = Date.now() + 60_000;
  let after = measure(server!.pid);
  while (after.tree >= SETTLED_LIMIT && Date.now() < settledWithin) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    after = measure(server!.pid);
  }
  const toMb = (bytes: number) => Math.round(bytes / MB);
  console.log(
    `[docx bomb] whole server RSS: before ${toMb(before.tree)} MB, peak ${toMb(peak.tree)} MB during 4 parallel analyses ` +
      `(server process alone: peak ${toMb(peak.server)} MB), after ${toMb(after.tree)} MB`,
  );
  expect(peak.tree).toBeLessThanOrEqual(PEAK_LIMIT);
  expect(after.tree).toBeLessThan(SETTLED_LIMIT);
  expect(listDescendants(server!.pid).filter((pid) => readRssBytes(pid) !== null)).toEqual([]);

  const real = await uploadRfp(cookie, readRfpFixture('docx'), 'riverton.docx');
  const reading = await call('/api/analyze-rfp', { method: 'POST', cookie, body: { fileUrl: real } });
  expect(reading.status).toBe(200);
  expect(reading.body).toMatchObject({ warning: null, analysis: { isBasicTemplate: false } });
}, 240_000);

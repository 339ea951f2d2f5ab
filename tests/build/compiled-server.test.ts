// The compiled server (scripts/build-server.mjs) as `npm start` runs it: built into a folder of its own, started
// with plain node on a new PGlite data folder, and checked for every file it finds at run time next to itself:
// the migrations, the client folder, the PDF fonts and the RFP reader's worker.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReaderAnswer, ReaderMessage } from '#server/modules/rfp/extraction/worker-jobs.ts';
import { INDUSTRY_TYPES } from '#shared/enums.ts';
import { ROOT } from '../bench/lib/config.ts';
import { findFreePort } from '../bench/lib/processes.ts';
import { startCompiledServer, stopProcess } from '../helpers/compiled-server.ts';

// Inside the repository, so the bundle's bare imports find node_modules as they do from dist/server.
const site = path.join(ROOT, '.tmp', `build-test-${randomBytes(4).toString('hex')}`);
const serverDir = path.join(site, 'server');
const CLIENT_MARKER = 'compiled-server-test client page';
let server: ChildProcess;
let baseUrl = '';
let readOutput = () => '';

async function waitForServer(url: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited: ${readOutput()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the compiled server did not answer: ${readOutput()}`);
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', `--outdir=${serverDir}`], { cwd: ROOT });
  // main.js serves ../client, where `npm start` has the Vite build.
  mkdirSync(path.join(site, 'client'));
  writeFileSync(path.join(site, 'client', 'index.html'), `<!doctype html><title>${CLIENT_MARKER}</title>`);
  const started = startCompiledServer(site, await findFreePort(), { adminPassword: 'Build-Test-Admin-1' });
  ({ child: server, url: baseUrl, output: readOutput } = started);
  await waitForServer(`${baseUrl}/api/user`, 90_000);
}, 150_000);

afterAll(async () => {
  await stopProcess(server);
  rmSync(site, { recursive: true, force: true });
}, 30_000);

test('the build holds main.js, its chunks, the worker, the migrations and the fonts, and no TypeScript', () => {
  const files = readdirSync(serverDir, { recursive: true }).map(String);
  expect(files).toContain('main.js');
  expect(files).toContain(path.join('extraction', 'worker.mjs'));
  expect(files).toContain(path.join('migrations', 'meta', '_journal.json'));
  expect(files).toContain(path.join('fonts', 'DejaVuSans.ttf'));
  expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
});

test('the compiled server runs with plain node (no tsx), created its database and answers the API', async () => {
  const cmdline = execFileSync('cat', [`/proc/${server.pid}/cmdline`])
    .toString()
    .split('\0');
  expect(cmdline).not.toContain('tsx');
  expect(existsSync(path.join(site, 'data', 'db', 'PG_VERSION'))).toBe(true);
  const res = await fetch(`${baseUrl}/api/user`);
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  expect(readOutput()).toContain('AquaSurvey Pro is running');
});

test('the compiled server serves the client folder next to it', async () => {
  const res = await fetch(`${baseUrl}/surveys`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(CLIENT_MARKER);
});

test('a survey report PDF is made with the embedded fonts (migrations applied, PDF chunk and fonts found)', async () => {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const suffix = randomBytes(4).toString('hex');
  const user = {
    username: `build_${suffix}`,
    email: `build_${suffix}@example.com`,
    password: 'Build-Test-Pass-9',
  };
  const created = await fetch(`${baseUrl}/api/test-support/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...user, subscriptionStatus: 'active' }),
  });
  expect(created.status, await created.text()).toBe(201);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const survey = await fetch(`${baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      facilityName: 'Compiled Build Plant',
      industryType: INDUSTRY_TYPES[0].value,
      facilityAddress: '1 Build Road',
    }),
  });
  expect(survey.status, await survey.clone().text()).toBe(201);
  const { id } = (await survey.json()) as { id: number };
  const pdf = await fetch(`${baseUrl}/api/surveys/${id}/report.pdf`, { headers: { Cookie: cookie } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await pdf.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // pdfkit names an embedded TrueType font SUBSET+PostScriptName.
  expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
}, 60_000);

test('the compiled RFP reader process reads a file the way the pool asks it to, then exits', async () => {
  const reader = fork(path.join(serverDir, 'extraction', 'worker.mjs'), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => reader.once('exit', resolve));
  try {
    const text = 'Section 1. Scope\nThe vendor shall treat the cooling tower water.';
    const bytes = new TextEncoder().encode(text);
    const answer = await new Promise<ReaderAnswer>((resolve, reject) => {
      // The reader first says it is ready, then answers the job.
      reader.on('message', (message: ReaderMessage) => {
        if ('ok' in message) resolve(message);
      });
      reader.once('error', reject);
      reader.send({ id: 7, type: 'text', bytes });
    });
    expect(answer.id).toBe(7);
    expect(answer.ok).toBe(true);
    expect(JSON.stringify(answer)).toContain('cooling tower water');
    expect(await exited).toBe(0);
  } finally {
    reader.kill('SIGKILL');
  }
}, 30_000);

// `npm run bench:library-patches`: each place that reaches into a library's internals for speed
// (server/lib/library-patches.ts) measured against the plain library, in one run. Each variant runs in its own
// process (AQS_PLAIN_LIBRARIES names the patches left out): the proposal PDF and the survey report PDF rendered in
// process (CPU per render, after a warm-up), two API answers through the app (CPU per request), and the heap after a
// full collection. Variants alternate across rounds (ROUNDS, default 3) and the table shows each figure's median
// over the rounds, and what each patch saves against the plain library. CPU time rather than wall time: on a
// shared machine the load changes wall time from run to run far more than the code does (decision 028).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { proposals, users } from '#db/schema/index.ts';
import { createServices } from '#server/adapters/index.ts';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { isLibraryPatchOn, LIBRARY_PATCHES } from '#server/lib/library-patches.ts';
import { loadLetterhead } from '#server/modules/company/letterhead.ts';
import { loadProposalPdf } from '#server/modules/proposal-pdf/load-proposal-pdf.ts';
import { renderProposalPdf } from '#server/modules/proposal-pdf/render-proposal-pdf.ts';
import { loadReportPhotos } from '#server/modules/reports/load-report-photos.ts';
import { loadSurveyReport } from '#server/modules/reports/load-survey-report.ts';
import { renderSurveyReportPdf } from '#server/modules/reports/render-survey-report.ts';
import { DEMO_USERNAME, seedDemo } from '#server/ops/seed-demo.ts';
import { HOSPITAL_RFP } from '../helpers/rfp-fixture.ts';
import { ROOT } from './lib/config.ts';
import { printHeading, printNote, printTable } from './lib/report.ts';
import { median, percentile } from './lib/stats.ts';

const PDF_WARM_UP = 10;
const PDF_RENDERS = 40;
const REQUEST_WARM_UP = 100;
const REQUESTS = 400;
const PASSWORD = 'bench-patches-password-1';

/** One variant's figures, from one process. */
interface VariantFigures {
  proposalMs: number;
  proposalP95Ms: number;
  reportMs: number;
  reportP95Ms: number;
  surveyListUs: number;
  userUs: number;
  heapMiB: number;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** CPU per call of `work` over `runs` calls after `warmUp` ones: median and p95, in ms. */
async function measureCpu(work: () => Promise<unknown>, warmUp: number, runs: number) {
  for (let i = 0; i < warmUp; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await work();
    samples.push(cpuMs(start));
  }
  return { median: median(samples), p95: percentile(samples, 95) };
}

/** The child: one variant, the app on a fresh PGlite with the demo data and its hospital proposal written. */
async function measureVariant(): Promise<VariantFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aqs-patches-'));
  const pglite = new PGlite(path.join(dataDir, 'db'));
  const handle = openDatabase({ pglite, plainPglite: !isLibraryPatchOn('pglite-parsers') });
  try {
    await handle.migrate();
    const config = parseEnv({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-admin-password',
      APP_URL: 'http://127.0.0.1:5000',
      ALLOW_INSECURE_HTTP: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const services = await createServices(config, handle.db);
    const app = await buildApp({ config, db: handle.db, ...services, logger: false });
    const deps = { db: handle.db, storage: services.storage };
    const { userId, surveyIds } = await seedDemo(deps, { password: PASSWORD });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: config.APP_URL },
      payload: { username: DEMO_USERNAME, password: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const surveyId = surveyIds[0]!;
    const [proposal] = await handle.db.select().from(proposals).where(eq(proposals.surveyId, surveyId));
    await handle.db
      .update(proposals)
      .set({ rfpAnalysis: HOSPITAL_RFP })
      .where(eq(proposals.id, proposal!.id));
    const written = await app.inject({
      method: 'POST',
      url: '/api/ai/generate-proposal',
      headers: { origin: config.APP_URL, cookie },
      payload: { surveyId, proposalId: proposal!.id },
    });
    if (written.statusCode !== 200) throw new Error(`writing the proposal answered ${written.statusCode}`);
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
    const proposalData = await loadProposalPdf(deps, user!, proposal!.id);
    const report = await loadSurveyReport(handle.db, userId, surveyId);
    const photos = await loadReportPhotos(
      services.storage,
      report.equipment.flatMap((system) => system.photos),
    );
    const letterhead = await loadLetterhead(deps, user!);
    const proposalCpu = await measureCpu(() => renderProposalPdf(proposalData), PDF_WARM_UP, PDF_RENDERS);
    const reportCpu = await measureCpu(
      () => renderSurveyReportPdf(report, photos, letterhead),
      PDF_WARM_UP,
      PDF_RENDERS,
    );
    const get = (url: string) => () => app.inject({ method: 'GET', url, headers: { cookie } });
    const list = await measureCpu(get('/api/surveys'), REQUEST_WARM_UP, REQUESTS);
    const me = await measureCpu(get('/api/user'), REQUEST_WARM_UP, REQUESTS);
    (globalThis as { gc?: () => void }).gc?.();
    const heapMiB = process.memoryUsage().heapUsed / 1024 / 1024;
    await app.close();
    return {
      proposalMs: proposalCpu.median,
      proposalP95Ms: proposalCpu.p95,
      reportMs: reportCpu.median,
      reportP95Ms: reportCpu.p95,
      surveyListUs: list.median * 1000,
      userUs: me.median * 1000,
      heapMiB,
    };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const VARIANTS = ['', ...LIBRARY_PATCHES, 'all'] as const;
const label = (variant: string) =>
  variant === '' ? 'every patch on' : variant === 'all' ? 'plain libraries' : `without ${variant}`;

function runChild(variant: string): VariantFigures {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'tests/bench/library-patches.ts'), '--child'],
    { cwd: ROOT, env: { ...process.env, AQS_PLAIN_LIBRARIES: variant }, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as VariantFigures;
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) {
    console.log(JSON.stringify(await measureVariant()));
    return;
  }
  const rounds = Number(process.env.ROUNDS ?? 3);
  printHeading(`Library patches against the plain libraries (${rounds} rounds, one process per variant)`);
  const figures = new Map<string, VariantFigures[]>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [...VARIANTS] : [...VARIANTS].reverse();
    for (const variant of order) {
      figures.set(variant, [...(figures.get(variant) ?? []), runChild(variant)]);
      console.error(`  round ${round + 1}: ${label(variant)}`);
    }
  }
  const mid = (variant: string, pick: (f: VariantFigures) => number) =>
    median((figures.get(variant) ?? []).map(pick));
  const columns: [string, (f: VariantFigures) => number, number][] = [
    ['proposal PDF ms', (f) => f.proposalMs, 1],
    ['proposal p95 ms', (f) => f.proposalP95Ms, 1],
    ['report PDF ms', (f) => f.reportMs, 1],
    ['report p95 ms', (f) => f.reportP95Ms, 1],
    ['survey list µs', (f) => f.surveyListUs, 0],
    ['/api/user µs', (f) => f.userUs, 0],
    ['heap MiB', (f) => f.heapMiB, 1],
  ];
  printTable(
    ['variant (CPU per render or request, median of rounds)', ...columns.map(([name]) => name)],
    VARIANTS.map((variant) => [
      label(variant),
      ...columns.map(([, pick, digits]) => mid(variant, pick).toFixed(digits)),
    ]),
  );
  // What each patch saves: the figure without it against the figure with every patch on.
  for (const variant of VARIANTS.filter((v) => v !== '')) {
    const gains = columns.map(([name, pick]) => {
      const without = mid(variant, pick);
      const withAll = mid('', pick);
      return `${name} ${(((without - withAll) / without) * 100).toFixed(0)} %`;
    });
    printNote(`${label(variant)} costs (share saved by the patch): ${gains.join(', ')}`);
  }
  printNote(
    `CPU per call in one process (${PDF_RENDERS} renders after ${PDF_WARM_UP}, ${REQUESTS} requests after ` +
      `${REQUEST_WARM_UP}); heap after a full collection; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

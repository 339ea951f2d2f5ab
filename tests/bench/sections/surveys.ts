import { compareRoute, comparisonFigures, type RouteComparison } from '../lib/compare.ts';
import { BENCH_PASSWORD, SETTINGS } from '../lib/config.ts';
import { createBenchUser, type ServerContext } from '../lib/context.ts';
import { describeBody, getWithCookie, signIn } from '../lib/http.ts';
import { formatMs, printHeading, printNote, type SectionResult, skipSection } from '../lib/report.ts';
import { insertBulkData, insertSurveys } from '../lib/seed.ts';

const LIST_SURVEYS = 50;
const DASHBOARD_SURVEYS = 200;

async function checkRoute(url: string, cookie: string): Promise<string | null> {
  const res = await getWithCookie(url, cookie);
  return res.status === 200
    ? null
    : `GET ${new URL(url).pathname} answered ${res.status} (${describeBody(res.body)})`;
}

/** Section 5: GET /api/surveys (50 surveys) and GET /api/dashboard/stats (100,000 surveys in the table), app vs bare. */
export async function benchSurveys(context: ServerContext): Promise<SectionResult> {
  const title = 'Surveys list and dashboard stats';
  printHeading(`5. ${title}: app vs bare node:http, concurrency ${SETTINGS.load.concurrency}`);
  const lister = await createBenchUser(context, 'bench_lister');
  const owner = await createBenchUser(context, 'bench_dashboard');
  const listCookie = await signIn(context.app.url, lister.username!, BENCH_PASSWORD);
  const statsCookie = await signIn(context.app.url, owner.username!, BENCH_PASSWORD);
  const listMissing = await checkRoute(`${context.app.url}/api/surveys`, listCookie);
  const statsMissing = await checkRoute(`${context.app.url}/api/dashboard/stats`, statsCookie);
  if (listMissing && statsMissing) return skipSection('surveys', title, `${listMissing}; ${statsMissing}`);

  const t0 = performance.now();
  const query = context.db.rawQuery;
  await insertSurveys(query, lister.id, LIST_SURVEYS);
  await insertSurveys(query, owner.id, DASHBOARD_SURVEYS);
  const counts = await insertBulkData(query, {
    totalSurveys: SETTINGS.bulkSurveys,
    users: SETTINGS.bulkUsers,
  });
  printNote(
    `seeded in ${formatMs(performance.now() - t0)} with generate_series: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ')}`,
  );

  const figures: SectionResult['figures'] = { tables: counts };
  const lines: string[] = [];
  const measure = async (
    label: string,
    key: string,
    path: string,
    cookie: string,
    missing: string | null,
  ) => {
    console.log(`\n  ${label}`);
    const result: RouteComparison = missing
      ? { skipped: missing }
      : await compareRoute(context, path, cookie);
    if ('skipped' in result) {
      console.log(`  skipped: ${result.skipped}`);
      figures[key] = { skipped: result.skipped };
      lines.push(`${key} skipped`);
      return;
    }
    figures[key] = comparisonFigures(result);
    lines.push(`${key}: ${result.line}`);
  };
  await measure(
    `GET /api/surveys (user with ${LIST_SURVEYS} surveys)`,
    'list',
    '/api/surveys',
    listCookie,
    listMissing,
  );
  await measure(
    `GET /api/dashboard/stats (user with ${DASHBOARD_SURVEYS} of ${counts.surveys} surveys)`,
    'stats',
    '/api/dashboard/stats',
    statsCookie,
    statsMissing,
  );
  return { id: 'surveys', title, line: lines.join('\n     '), figures };
}

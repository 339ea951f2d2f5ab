import { isDeepStrictEqual } from 'node:util';
import { SETTINGS } from './config.ts';
import type { ServerContext } from './context.ts';
import { describeBody, getWithCookie } from './http.ts';
import { describeStatuses, mergeLoadResults, runLoad } from './load-client.ts';
import type { LoadResult } from './load-types.ts';
import { type Figure, formatMs, printNote, printTable } from './report.ts';
import { ratio } from './stats.ts';

/** App and bare figures for one route, or why it could not be measured. */
export type RouteComparison =
  | { skipped: string }
  | { app: LoadResult; bare: LoadResult; ratio: number | null; sameResponse: boolean; line: string };

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Checks the route answers 200 on both servers, then loads each in turn from the child load generator. */
export async function compareRoute(
  context: ServerContext,
  path: string,
  cookie: string,
): Promise<RouteComparison> {
  const appFirst = await getWithCookie(`${context.app.url}${path}`, cookie);
  if (appFirst.status !== 200)
    return { skipped: `GET ${path} answered ${appFirst.status} (${describeBody(appFirst.body)})` };
  const bareFirst = await getWithCookie(`${context.bare.url}${path}`, cookie);
  if (bareFirst.status !== 200)
    return { skipped: `bare GET ${path} answered ${bareFirst.status} (${describeBody(bareFirst.body)})` };
  const sameResponse = isDeepStrictEqual(parseJson(appFirst.body), parseJson(bareFirst.body));

  const load = (base: string) =>
    runLoad({ url: `${base}${path}`, method: 'GET', headers: { cookie }, ...SETTINGS.load });
  const rounds: { app: LoadResult[]; bare: LoadResult[] } = { app: [], bare: [] };
  for (let round = 0; round < SETTINGS.loadRounds; round++) {
    const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
    for (const name of order) rounds[name].push(await load(context[name].url));
  }
  const app = mergeLoadResults(rounds.app);
  const bare = mergeLoadResults(rounds.bare);
  const rpsRatio = ratio(app.rps, bare.rps);
  const row = (name: string, r: LoadResult) => [
    name,
    r.requests,
    r.rps,
    formatMs(r.p50),
    formatMs(r.p95),
    formatMs(r.p99),
    describeStatuses(r),
  ];
  printTable(
    ['server', 'requests', 'req/s', 'p50', 'p95', 'p99', 'statuses'],
    [row('app (Fastify)', app), row('bare node:http', bare)],
  );
  if (SETTINGS.loadRounds > 1) {
    const perRound = (list: LoadResult[]) => list.map((r) => r.rps).join(', ');
    printNote(
      `${SETTINGS.loadRounds} rounds each (bare and app alternating), means shown; app req/s per round ${perRound(rounds.app)}, bare ${perRound(rounds.bare)}`,
    );
  }
  printNote(`ratio app/bare req/s = ${rpsRatio ?? '—'}; same JSON from both: ${sameResponse ? 'yes' : 'NO'}`);
  if (app.errors || bare.errors || Object.keys(app.statusCounts).some((s) => s !== '200'))
    printNote('some requests did not answer 200; see statuses');
  return {
    app,
    bare,
    ratio: rpsRatio,
    sameResponse,
    line: `app ${app.rps} req/s (p95 ${formatMs(app.p95)}) vs bare ${bare.rps} req/s → ratio ${rpsRatio ?? '—'}`,
  };
}

/** The figures of a comparison for the JSON summary. */
export function comparisonFigures(c: Exclude<RouteComparison, { skipped: string }>): Record<string, Figure> {
  return {
    appRps: c.app.rps,
    appP50: c.app.p50,
    appP95: c.app.p95,
    appP99: c.app.p99,
    bareRps: c.bare.rps,
    bareP50: c.bare.p50,
    bareP95: c.bare.p95,
    ratio: c.ratio,
    sameResponse: c.sameResponse ? 'yes' : 'no',
    appNon200: c.app.requests - (c.app.statusCounts['200'] ?? 0) + c.app.errors,
  };
}

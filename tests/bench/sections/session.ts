import { compareRoute, comparisonFigures } from '../lib/compare.ts';
import { SETTINGS } from '../lib/config.ts';
import { type ServerContext, signedInBenchUser } from '../lib/context.ts';
import { printHeading, type SectionResult, skipSection } from '../lib/report.ts';

/** Section 4: GET /api/user on the app next to a bare node:http server doing the same session lookup. */
export async function benchSessionLookup(context: ServerContext): Promise<SectionResult> {
  const title = 'GET /api/user (session lookup)';
  printHeading(`4. ${title}: app vs bare node:http, concurrency ${SETTINGS.load.concurrency}`);
  const { cookie } = await signedInBenchUser(context, 'bench_session');
  const comparison = await compareRoute(context, '/api/user', cookie);
  if ('skipped' in comparison) return skipSection('session', title, comparison.skipped);
  return { id: 'session', title, line: comparison.line, figures: comparisonFigures(comparison) };
}

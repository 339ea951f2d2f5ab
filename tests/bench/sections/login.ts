import { hashPassword, verifyPassword } from '#server/modules/auth/passwords.ts';
import { BENCH_PASSWORD, SETTINGS } from '../lib/config.ts';
import { createBenchUser, type ServerContext } from '../lib/context.ts';
import { signIn } from '../lib/http.ts';
import { describeStatuses, runLoad } from '../lib/load-client.ts';
import { formatMs, printNote, printTable, type SectionResult, startSection } from '../lib/report.ts';
import { median, round } from '../lib/stats.ts';

async function measureVerifyMs(): Promise<number> {
  const stored = await hashPassword(BENCH_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await verifyPassword(stored, BENCH_PASSWORD);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Section 3: successful POST /api/login per second for one pre-created user. */
export async function benchLogin(context: ServerContext): Promise<SectionResult> {
  const title = 'Login requests per second';
  const section = startSection(
    'login',
    title,
    `3. ${title} (POST /api/login, concurrency ${SETTINGS.loginLoad.concurrency})`,
  );
  const user = await createBenchUser(context, 'bench_login');
  try {
    await signIn(context.app.url, user.username!, BENCH_PASSWORD);
  } catch (error) {
    return section.skip((error as Error).message);
  }
  const verifyMs = await measureVerifyMs();
  const result = await runLoad({
    url: `${context.app.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: BENCH_PASSWORD }),
    ...SETTINGS.loginLoad,
  });
  printTable(
    ['server', 'requests', 'req/s', 'p50', 'p95', 'p99', 'statuses'],
    [
      [
        'app',
        result.requests,
        result.rps,
        formatMs(result.p50),
        formatMs(result.p95),
        formatMs(result.p99),
        describeStatuses(result),
      ],
    ],
  );
  printNote(
    `one argon2id verify alone takes ${formatMs(verifyMs)} here (the intended cost, ~30 ms by design)`,
  );
  printNote(
    'successes never count toward the 10-failure limit; the 2-session limit ends older sessions each login',
  );
  return {
    id: 'login',
    title,
    line: `${result.rps} req/s, p95 ${formatMs(result.p95)} (argon2id verify ${formatMs(verifyMs)})`,
    figures: { ...result, statusCounts: result.statusCounts, verifyMs: round(verifyMs, 1) },
  };
}

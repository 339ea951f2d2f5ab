import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './config.ts';
import type { LoadOptions, LoadResult } from './load-types.ts';

const LOAD_SCRIPT = path.join(ROOT, 'tests', 'bench', 'load.ts');
const MAX_REQUESTS = 2_000_000;

/** Runs the load generator in a child process against a URL and returns its figures. */
export function runLoad(
  options: Omit<LoadOptions, 'maxRequests'> & { maxRequests?: number },
): Promise<LoadResult> {
  const full: LoadOptions = { maxRequests: MAX_REQUESTS, ...options };
  const limitMs = full.warmupMs + full.durationMs + 30_000;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, JSON.stringify(full)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`load generator exited ${code}: ${stderr.trim().slice(-500)}`));
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult);
      } catch {
        reject(new Error(`load generator printed no result: ${stdout.slice(-300)} ${stderr.slice(-300)}`));
      }
    });
  });
}

/** Describes the statuses of a load run, e.g. "200×8123" or "200×10, 500×2". */
export function describeStatuses(result: LoadResult): string {
  const parts = Object.entries(result.statusCounts).map(([status, n]) => `${status}×${n}`);
  if (result.errors) parts.push(`errors×${result.errors}`);
  return parts.join(', ') || 'none';
}

/** Combines rounds of the same load: requests and statuses add up; rates and percentiles are the round means. */
export function mergeLoadResults(rounds: LoadResult[]): LoadResult {
  if (rounds.length === 1) return rounds[0]!;
  const mean = (pick: (r: LoadResult) => number) =>
    Math.round((rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length) * 100) / 100;
  const statusCounts: Record<string, number> = {};
  for (const r of rounds) {
    for (const [status, n] of Object.entries(r.statusCounts))
      statusCounts[status] = (statusCounts[status] ?? 0) + n;
  }
  return {
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p95: mean((r) => r.p95),
    p99: mean((r) => r.p99),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    statusCounts,
  };
}

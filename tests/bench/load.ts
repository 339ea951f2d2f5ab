// Load generator, run as a child process so it never shares the measured servers' event loop.
// Usage: node --import tsx tests/bench/load.ts '<LoadOptions as JSON>'; prints one LoadResult as JSON.
import http from 'node:http';
import type { LoadOptions, LoadResult } from './lib/load-types.ts';
import { percentile, round } from './lib/stats.ts';

const REQUEST_TIMEOUT_MS = 10_000;

function sendOnce(agent: http.Agent, options: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      options.url,
      { method: options.method, agent, headers: options.headers, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let lastEnd = measureFrom;

  async function work(): Promise<void> {
    while (performance.now() < stopAt && sent < options.maxRequests) {
      sent++;
      const t0 = performance.now();
      const status = await sendOnce(agent, options).catch(() => -1);
      const t1 = performance.now();
      if (t0 < measureFrom) continue;
      lastEnd = Math.max(lastEnd, t1);
      if (status < 0) {
        errors++;
        continue;
      }
      latencies.push(t1 - t0);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, work));
  agent.destroy();
  const seconds = Math.max(lastEnd - measureFrom, 1) / 1000;
  return {
    requests: latencies.length,
    rps: round(latencies.length / seconds, 1),
    p50: round(percentile(latencies, 50), 2),
    p95: round(percentile(latencies, 95), 2),
    p99: round(percentile(latencies, 99), 2),
    errors,
    statusCounts,
  };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
runLoad(options).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

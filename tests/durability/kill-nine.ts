// kill -9 of the real server during a bounded burst of writes, then a restart: every acknowledged write must be there.
import { randomInt } from 'node:crypto';
import type { ReliabilityFigures, ReliabilityTarget } from '../reliability/types.ts';
import { createServerSite, runTsx, type ServerProcess, signIn, startServer } from './server-process.ts';

const USERNAME = 'burst.rep';
const PASSWORD = 'Burst-Writer-Password-1';

/** Bounds of one run: at most `maxWrites` POSTs, `concurrency` in flight, the kill after a random number acknowledged. */
export const BURST = { maxWrites: 400, concurrency: 8, killAfterMin: 40, killAfterMax: 160 };

async function postSurvey(url: string, cookie: string, n: number): Promise<number | null> {
  try {
    const res = await fetch(`${url}/api/surveys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        facilityName: `Burst plant ${n}`,
        industryType: 'manufacturing',
        facilityAddress: `${n} Boiler Row`,
      }),
    });
    if (res.status < 200 || res.status > 299) return null;
    // Acknowledged only once the whole answer, with the new id, has arrived.
    return ((await res.json()) as { id: number }).id;
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

/** Writes until the kill, killing the server with -9 as soon as `killAfter` writes are acknowledged. */
async function burstUntilKilled(server: ServerProcess, cookie: string) {
  const killAfter = randomInt(BURST.killAfterMin, BURST.killAfterMax + 1);
  const acknowledged: number[] = [];
  let sent = 0;
  let kill: Promise<void> | null = null;
  const worker = async () => {
    while (!kill && sent < BURST.maxWrites) {
      const id = await postSurvey(server.url, cookie, sent++);
      if (id !== null) acknowledged.push(id);
      // Other workers still have requests in flight when the kill lands.
      if (acknowledged.length >= killAfter && !kill) kill = server.kill9();
    }
  };
  await Promise.all(Array.from({ length: BURST.concurrency }, worker));
  await (kill ?? server.kill9());
  return { sent, acknowledged };
}

/** The acknowledged survey ids that GET /api/surveys/:id no longer finds (one read each, 8 at a time). */
async function findMissingSurveys(url: string, cookie: string, ids: number[]): Promise<number[]> {
  const missing: number[] = [];
  const queue = [...ids];
  const reader = async () => {
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const res = await fetch(`${url}/api/surveys/${id}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status === 404) missing.push(id);
      else if (res.status !== 200)
        throw new Error(`GET /api/surveys/${id} after the restart answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: BURST.concurrency }, reader));
  return missing;
}

/**
 * Starts server/main.ts on a fresh database, creates a subscriber with `npm run create-user` while it runs,
 * kills the server with -9 during a burst of POST /api/surveys, restarts it and counts the acknowledged
 * surveys that are missing.
 */
export async function measureKillDurability(target: ReliabilityTarget): Promise<ReliabilityFigures> {
  const site = await createServerSite(target);
  let server: ServerProcess | null = null;
  try {
    server = await startServer(site);
    const args = ['--username', USERNAME, '--email', 'burst@example.com', '--password', PASSWORD];
    const created = await runTsx('scripts/create-user.ts', args, site.env);
    if (created.code !== 0) throw new Error(`create-user failed: ${created.stderr.trim()}`);
    const { sent, acknowledged } = await burstUntilKilled(
      server,
      await signIn(server.url, USERNAME, PASSWORD),
    );
    server = await startServer(site);
    const missing = await findMissingSurveys(
      server.url,
      await signIn(server.url, USERNAME, PASSWORD),
      acknowledged,
    );
    return {
      'writes sent': sent,
      'writes acknowledged': acknowledged.length,
      'acknowledged writes lost after kill -9': missing.length,
    };
  } finally {
    await server?.stop();
    await site.remove();
  }
}

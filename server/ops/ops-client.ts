import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '#db/client.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { createServices } from '#server/adapters/index.ts';
import type { AppConfig } from '#server/env.ts';
import { type ErrorBody, HttpError } from '#server/lib/errors.ts';
import { describeTarget } from '#server/startup-errors.ts';
import {
  type OperatorActionInput,
  type OperatorActionName,
  type OperatorActionResult,
  operatorActions,
} from './actions.ts';
import { opsSocketPath } from './ops-server.ts';

// A server that is starting (migrating) holds the lock before its channel listens; a command waits that long.
const WAIT_FOR_OWNER_MS = 60_000;
const RETRY_MS = 250;

type Reply = { status: number; body: Partial<ErrorBody> };

/** Posts an action to the operator channel; null when no server listens on the socket. */
function callOpsServer(socketPath: string, name: string, input: unknown): Promise<Reply | null> {
  const payload = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        path: `/${name}`,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 500, body: JSON.parse(text || '{}') });
          } catch {
            resolve({ status: 502, body: { message: `unreadable answer from ${socketPath}` } });
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // No socket file, or a file left by a server that is gone.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else if (error.code === 'EACCES') {
        reject(new HttpError(403, `${socketPath}: permission denied; run the command as the server's user`));
      } else reject(error);
    });
    request.end(payload);
  });
}

async function runLocally<N extends OperatorActionName>(
  config: AppConfig,
  name: N,
  input: OperatorActionInput<N>,
): Promise<OperatorActionResult<N>> {
  // Throws DataDirLockedError at once when another process owns the embedded database.
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await handle.migrate();
    const { storage } = await createServices(config, handle.db);
    const action = operatorActions[name] as (
      deps: unknown,
      input: OperatorActionInput<N>,
    ) => Promise<OperatorActionResult<N>>;
    return await action({ config, db: handle.db, storage }, input);
  } finally {
    await handle.close();
  }
}

/**
 * Runs an operator action where the database is: with PostgreSQL directly (many processes are fine there); with
 * PGlite through the running server's channel when one listens, else by opening the data folder itself,
 * waiting while another process (a starting server, another command) holds it.
 */
export async function runOperatorAction<N extends OperatorActionName>(
  config: AppConfig,
  name: N,
  input: OperatorActionInput<N>,
  onWait: (message: string) => void = () => {},
): Promise<OperatorActionResult<N>> {
  if (config.DATABASE_URL) return runLocally(config, name, input);
  const socketPath = opsSocketPath(config.DATA_DIR);
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  let hasWaited = false;
  for (;;) {
    const reply = await callOpsServer(socketPath, name, input);
    if (reply) {
      if (reply.status >= 400) {
        throw new HttpError(
          reply.status,
          reply.body.message ?? `failed (${reply.status})`,
          reply.body.errors,
          undefined,
          reply.body.code,
        );
      }
      return reply.body as OperatorActionResult<N>;
    }
    try {
      return await runLocally(config, name, input);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > deadline) throw error;
      if (!hasWaited) onWait(`waiting for process ${error.owner?.pid ?? '?'}, which holds ${error.file}...`);
      hasWaited = true;
    }
    await sleep(RETRY_MS);
  }
}

/** The one line a command prints for a failure the operator can act on; undefined for a bug (let it throw). */
export function describeOperatorError(error: unknown): string | undefined {
  if (error instanceof DataDirLockedError) return error.message;
  if (!(error instanceof HttpError)) return undefined;
  const detail = Object.values(error.fieldErrors ?? {}).filter((m) => m !== error.message);
  return `${error.message}${detail.length ? ` (${detail.join('; ')})` : ''}`;
}

/** Which database an operator command works on, and whether it was created by this command. */
export interface OperatorDatabase {
  /** One line naming it: the embedded database's folder (absolute), or the PostgreSQL server and database. */
  label: string;
  /** An embedded database that did not exist before the command: probably not the one a running server uses. */
  isNew: boolean;
}

/**
 * Names the database a command is about to use, before it runs (an embedded one that does not exist yet is made by
 * the command, and then holds only what the command wrote).
 */
export function describeOperatorDatabase(config: AppConfig): OperatorDatabase {
  if (config.DATABASE_URL)
    return { label: `PostgreSQL ${describeTarget(config.DATABASE_URL)}`, isNew: false };
  const folder = path.resolve(config.DATA_DIR, 'db');
  return { label: `embedded PGlite in ${folder}`, isNew: !existsSync(path.join(folder, 'PG_VERSION')) };
}

/** The lines a command prints after its work: where it wrote, and a warning when that database is new. */
export function reportOperatorDatabase(database: OperatorDatabase, log = console): void {
  log.log(`Database: ${database.label}`);
  if (!database.isNew) return;
  log.warn(
    `Warning: this database did not exist before this command, so it was just created and holds only what the command wrote. If your server runs with another DATA_DIR (or DATABASE_URL), run the command again with the same setting.`,
  );
}

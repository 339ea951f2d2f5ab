import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './bench-app.ts';
import type { RawQuery } from './databases.ts';

/** A bare route: gets the signed-in user's row and answers a JSON-serialisable value. */
export type BareRoute = (user: Record<string, unknown>, query: RawQuery) => Promise<unknown>;

// The join server/modules/auth/sessions.ts findSession runs: sessions → user_sessions → users by sid = sha256(token).
const SESSION_SQL = `SELECT u.*, s.sess, s.expire, us.id AS user_session_id, us.last_activity
  FROM sessions s
  INNER JOIN user_sessions us ON us.session_id = s.sid
  INNER JOIN users u ON u.id = us.user_id
  WHERE s.sid = $1
  LIMIT 1`;

function readSessionToken(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)aqs_session=([^;]+)/.exec(cookieHeader ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

async function findBareUser(query: RawQuery, token: string | null): Promise<Record<string, unknown> | null> {
  if (!token || token.length > 100) return null;
  const sid = createHash('sha256').update(token).digest('hex');
  const [row] = await query(SESSION_SQL, [sid]);
  // PGlite reads timestamps as text here (db/pglite-drizzle.ts), node-postgres as Dates: both parse.
  if (!row || new Date(row.expire as string | Date) <= new Date() || !row.is_active) return null;
  return row;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A plain node:http server answering the same session lookup plus each route's SQL on the same driver. */
export function startBareServer(query: RawQuery, routes: Record<string, BareRoute>): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0]!];
    if (!route) return sendJson(res, 404, { message: 'Not found' });
    findBareUser(query, readSessionToken(req.headers.cookie))
      .then(async (user) => {
        if (!user) return sendJson(res, 401, { message: 'Unauthorized' });
        sendJson(res, 200, await route(user, query));
      })
      .catch(() => sendJson(res, 500, { message: 'Something went wrong. Please try again later.' }));
  });
  // Same keep-alive window as Fastify's default, so idle sockets behave alike.
  server.keepAliveTimeout = 72_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

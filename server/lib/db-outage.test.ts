import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { surveys } from '#db/schema/index.ts';
import { createUser } from '../../tests/factories/index.ts';
import { withDatabase } from '../../tests/setup/global-setup.ts';
import { createTestContext, type TestContext } from '../../tests/setup/test-app.ts';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './db-errors.ts';

/** A TCP proxy between the app and PostgreSQL that the test can cut (refuse, or accept and never answer) and restore. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'refuse' | 'hang' = 'open';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server = createServer();
  function createServer() {
    return net.createServer((client) => {
      track(client);
      if (mode === 'hang') return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    listen,
    /** Drops every connection; new ones are refused ('refuse') or accepted and left unanswered ('hang'). */
    async cut(how: 'refuse' | 'hang') {
      mode = how;
      dropAll();
      if (how === 'refuse') await new Promise((resolve) => server.close(resolve));
    },
    async restore(port: number) {
      dropAll();
      if (mode === 'refuse') {
        server = createServer();
        await listen(port);
      }
      mode = 'open';
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const databaseUrl = process.env.DATABASE_URL;

// PGlite runs inside the process: there is no connection to lose, so this only runs on PostgreSQL.
describe.skipIf(!databaseUrl)('database outage (PostgreSQL only: set DATABASE_URL)', () => {
  const name = `aqs_test_outage_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let proxy: ReturnType<typeof startProxy>;
  let proxyPort: number;
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let ctx: TestContext;
  let cookie: string;
  const idleErrors: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = new URL(withDatabase(databaseUrl!, name));
    proxy = startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    proxyPort = await proxy.listen(0);
    url.host = `127.0.0.1:${proxyPort}`;
    proxied = openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    direct = openDatabase({ databaseUrl: withDatabase(databaseUrl!, name), poolSize: 2 });
    // The pool reports idle connections dropped by the cut; that report is expected here, nothing else is.
    vi.spyOn(console, 'error').mockImplementation((message: string) => void idleErrors.push(String(message)));
    ctx = await createTestContext({}, { db: proxied.db });
    const user = await createUser(direct.db);
    cookie = await ctx.login(user.username!);
  });
  afterAll(async () => {
    await ctx?.close();
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    vi.restoreAllMocks();
    expect(idleErrors.filter((line) => !line.startsWith('PostgreSQL idle connection error'))).toEqual([]);
  });

  const createSurvey = (facilityName: string) =>
    ctx.call('POST', '/api/surveys', {
      cookie,
      body: { facilityName, industryType: 'healthcare', facilityAddress: '1 Harbor Blvd, Tampa' },
    });

  test.each([
    ['refused', 'refuse'],
    ['accepted but never answered', 'hang'],
  ] as const)(
    'answers 503 with Retry-After while connections are %s, recovers after, and loses no acknowledged write',
    async (_case, how) => {
      const saved = await createSurvey(`Before the ${how} cut`);
      expect(saved.statusCode).toBe(201);

      await proxy.cut(how);
      for (const during of [
        await ctx.call('GET', `/api/surveys/${saved.json().id}`, { cookie }),
        await createSurvey('During the cut'),
      ]) {
        expect(during.statusCode).toBe(503);
        expect(during.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(during.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'service_unavailable' });
      }

      await proxy.restore(proxyPort);
      const after = await ctx.call('GET', `/api/surveys/${saved.json().id}`, { cookie });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ facilityName: `Before the ${how} cut` });
      expect((await createSurvey('After the cut')).statusCode).toBe(201);
      const [stored] = await direct.db.select().from(surveys).where(eq(surveys.id, saved.json().id));
      expect(stored?.facilityName).toBe(`Before the ${how} cut`);
    },
  );
});

import { createAccount } from '#server/modules/auth/accounts.ts';
import { BARE_ROUTES } from './bare-routes.ts';
import { startBareServer } from './bare-server.ts';
import { type RunningServer, startBenchApp } from './bench-app.ts';
import { BENCH_PASSWORD } from './config.ts';
import type { BenchDatabase } from './databases.ts';
import { signIn } from './http.ts';

/** What the HTTP sections share: one database, the real app and the bare server on it, in this process. */
export interface ServerContext {
  db: BenchDatabase;
  app: RunningServer;
  bare: RunningServer;
}

/** Starts the real app and the bare server on the same database. */
export async function startServers(db: BenchDatabase): Promise<ServerContext> {
  const app = await startBenchApp(db);
  const bare = await startBareServer(db.rawQuery, BARE_ROUTES);
  return { db, app, bare };
}

/** Stops both servers. */
export async function stopServers(context: ServerContext): Promise<void> {
  await context.bare.close();
  await context.app.close();
}

/** Creates a subscriber account through createAccount; the username is also the e-mail's local part. */
export async function createBenchUser(context: ServerContext, username: string) {
  return createAccount(context.db.handle.db, {
    username,
    email: `${username}@bench.example.com`,
    password: BENCH_PASSWORD,
    subscriptionStatus: 'active',
  });
}

/** A bench account (createBenchUser) signed in to the app; answers the account and its session cookie. */
export async function signedInBenchUser(context: ServerContext, username: string) {
  const user = await createBenchUser(context, username);
  const cookie = await signIn(context.app.url, user.username!, BENCH_PASSWORD);
  return { user, cookie };
}

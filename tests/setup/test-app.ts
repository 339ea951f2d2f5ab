import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createServices } from '#server/adapters/index.ts';
import { createMailService } from '#server/adapters/mail/index.ts';
import { type AppDeps, buildApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { consoleLogger } from '#server/lib/logger.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createSurvey, createUser, DEFAULT_PASSWORD } from '../factories/index.ts';
import { createTestDatabase } from './test-db.ts';

/** The app on its own database for one test file, with helpers to sign in and call it. */
export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  deps: AppDeps;
  /** Signs in and returns the Cookie header value for later requests. */
  login(username: string, password?: string): Promise<string>;
  /** The one way API tests get a signed-in user: creates one with the users factory (overrides apply) and signs in. */
  signIn(overrides?: Parameters<typeof createUser>[1]): Promise<SignedInUser>;
  /** Injects a request; `cookie` is the value returned by login. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A factory-made user and the Cookie header value of its session. */
export interface SignedInUser {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
}

/** Builds the real app in-process on a fresh database copy. */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
): Promise<TestContext> {
  const handle = await createTestDatabase();
  const config = parseEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:5000',
    DATA_DIR: '.tmp/test-data',
    ...env,
  });
  // The outbox's log lines (one per e-mail, and every paid checkout sends one) are not the tests' output.
  const mail = overrides.mail ?? createMailService(config, { log: { ...consoleLogger, info: () => {} } });
  const services = await createServices(config, handle.db, { mail });
  const deps: AppDeps = { config, db: handle.db, ...services, ...overrides };
  const app = await buildApp(deps);
  const call: TestContext['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  const login: TestContext['login'] = async (username, password = DEFAULT_PASSWORD) => {
    const res = await call('POST', '/api/login', { body: { username, password } });
    if (res.statusCode !== 200)
      throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'aqs_session');
    return `aqs_session=${cookie!.value}`;
  };
  return {
    app,
    handle,
    db: handle.db,
    deps,
    call,
    login,
    async signIn(overrides = {}) {
      const user = await createUser(handle.db, overrides);
      return { user, cookie: await login(user.username!, overrides.plainPassword) };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * The one set-up of an API test file: the app is built (as `createTestContext(env, overrides)`) before the file's
 * first test and closed after its last. Call it at the top of the file; the returned context is filled in by then.
 * `env` may be a function, read when the app is built (a server's port known only then).
 */
export function registerTestContext(
  env: Record<string, string> | (() => Record<string, string>) = {},
  overrides: Partial<AppDeps> = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(typeof env === 'function' ? env() : env, overrides));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/** A signed-in user with a survey of their own (the survey factory's), for the tests of what belongs to a survey. */
export async function signInWithSurvey(ctx: TestContext) {
  const { user, cookie } = await ctx.signIn();
  const survey = await createSurvey(ctx.db, { userId: user.id });
  return { user, survey, cookie };
}

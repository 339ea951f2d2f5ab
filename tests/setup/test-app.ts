import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { type AppDeps, buildApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createServices } from '../../server/services/index.ts';
import { DEFAULT_PASSWORD } from '../factories/users.ts';
import { createTestDatabase } from './test-db.ts';

/** The app on its own database for one test file, with helpers to sign in and call it. */
export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  deps: AppDeps;
  /** Signs in and returns the Cookie header value for later requests. */
  login(username: string, password?: string): Promise<string>;
  /** Injects a request; `cookie` is the value returned by login. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
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
  const services = await createServices(config, handle.db);
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
  return {
    app,
    handle,
    db: handle.db,
    deps,
    call,
    async login(username, password = DEFAULT_PASSWORD) {
      const res = await call('POST', '/api/login', { body: { username, password } });
      if (res.statusCode !== 200)
        throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'aqs_session');
      return `aqs_session=${cookie!.value}`;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

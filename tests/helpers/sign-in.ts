import { DEFAULT_PASSWORD } from '../factories/index.ts';
import type { TestContext } from '../setup/test-app.ts';

/** What a deactivated account's owner is told when signing in with the right password (403). */
export const DEACTIVATED_LOGIN = {
  message: 'This account has been deactivated. Please contact support.',
  code: 'forbidden',
};

/** Asks POST /api/login to sign in (the factories' password unless given) and returns the answer, whatever it is. */
export function attemptLogin(ctx: TestContext, username: string | null, password = DEFAULT_PASSWORD) {
  return ctx.call('POST', '/api/login', { body: { username, password } });
}

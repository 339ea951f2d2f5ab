// 60 parallel sign-ins for one account, the right password at position 41, against the in-process app on a
// database of its own: with the limit at 10, no answer may be a 200.
import { ACCOUNT_LIMIT } from '#server/modules/auth/login-throttle.ts';
import { createUser, DEFAULT_PASSWORD } from '../factories/index.ts';
import { withInProcessApp } from './in-process-app.ts';
import type { ReliabilitySection } from './types.ts';

const PARALLEL_LOGINS = 60;
const RIGHT_PASSWORD_AT = 41;

/** Parallel sign-ins with the right password past the account limit: how many got in (must be 0). */
export const measureLoginBypass: ReliabilitySection = (target) =>
  withInProcessApp(target, async (app, deps) => {
    const user = await createUser(deps.db);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_LOGINS }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.1',
          payload: {
            username: user.username,
            password: i + 1 === RIGHT_PASSWORD_AT ? DEFAULT_PASSWORD : `wrong-${i}`,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    return {
      'parallel logins': PARALLEL_LOGINS,
      'successful logins past the limit': statuses.filter((status) => status === 200).length,
      [`attempts checked (limit ${ACCOUNT_LIMIT})`]: statuses.filter((status) => status !== 429).length,
    };
  });

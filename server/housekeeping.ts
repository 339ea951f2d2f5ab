import type { Database } from '#db/client.ts';
import type { PeriodicTask } from '#server/lib/background.ts';
import { purgeExpiredSessions } from '#server/modules/auth/sessions.ts';
import { pruneForgotPasswordHits } from '#server/modules/password-reset/password-reset.ts';
import { purgeExpiredSignups } from '#server/modules/signup/signup.ts';
import { purgeExpiredIdempotencyKeys } from '#server/modules/sync/idempotency.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The server's periodic work, all of it (run at start and every hour by `startPeriodicWork`; decision 038): each
 * task deletes rows nobody can use any more, so the tables stay small and no request pays for the clean-up.
 */
export function housekeepingTasks(db: Database, everyMs = HOUR_MS): PeriodicTask[] {
  return [
    // Sessions past either deadline, and sign-out reasons no browser can still ask for (decision 032).
    { name: 'purging expired sessions', everyMs, run: (now) => purgeExpiredSessions(db, now) },
    // Paid checkouts never claimed, a day after their link expired (decision 030).
    { name: 'purging expired signups', everyMs, run: (now) => purgeExpiredSignups(db, now) },
    // Forgot-password counts older than the hour they count over (decision 023).
    { name: 'pruning forgot-password counts', everyMs, run: (now) => pruneForgotPasswordHits(db, now) },
    // Idempotency keys past their 7 days (decision 041).
    { name: 'purging expired idempotency keys', everyMs, run: (now) => purgeExpiredIdempotencyKeys(db, now) },
  ];
}

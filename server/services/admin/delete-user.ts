import { eq, inArray, sql } from 'drizzle-orm';
import {
  loginAttempts,
  pendingSignups,
  rateLimitHits,
  sessions,
  storedObjects,
  userSessions,
  users,
} from '#db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { accountKeyFor } from '../auth/login-throttle.ts';
import { addressKey } from '../auth/password-reset.ts';
import { deleteStoredFiles } from '../files/cleanup.ts';
import type { FileDeps } from '../files/stored-objects.ts';
import { cancelSubscriptionNow } from '../payments/subscriptions.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { assertMayManage } from './protection.ts';
import { type AdminActor, getUserById, USER_NOT_FOUND } from './users.ts';

/** What deleting an account needs: the database, file storage (and its log) and the payment provider. */
export interface DeleteUserDeps extends FileDeps {
  payments: PaymentProvider;
}

/**
 * Deletes a regular account and everything it owns. The subscription is ended now at the provider first (a
 * provider failure stops here, so nobody is charged for a deleted account). Then, in one transaction with the
 * user row locked: its sessions, sign-in and reset-request counters and pending signups, and the account itself, whose foreign
 * keys cascade to surveys (equipment, photos, water quality, observations, current chemicals), proposals
 * (chemicals, status history), stored_objects, user_sessions, sign_ins, reset tokens, idempotency keys and sync
 * conflicts (docs/decisions/041). The stored files
 * (photos with their upload and report copies, RFPs) are deleted after the commit.
 */
export async function deleteUser(deps: DeleteUserDeps, actor: AdminActor, userId: string): Promise<void> {
  const target = await getUserById(deps.db, userId);
  assertMayManage(actor.user, target, 'delete', actor.adminEmail);
  await cancelSubscriptionNow(deps.db, deps.payments, target.id);
  const keys = await deps.db.transaction(async (tx) => {
    // Locking the row makes a racing upload, sign-in or survey insert (each needs the row) wait, then fail.
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, target.id))
      .for('update');
    if (!locked) throw notFound(USER_NOT_FOUND);
    const files = await tx
      .select({ key: storedObjects.key })
      .from(storedObjects)
      .where(eq(storedObjects.userId, target.id));
    // Sessions are keyed by their hash, not by user: their user_sessions rows name them.
    await tx
      .delete(sessions)
      .where(
        inArray(
          sessions.sid,
          tx
            .select({ sid: userSessions.sessionId })
            .from(userSessions)
            .where(eq(userSessions.userId, target.id)),
        ),
      );
    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${target.id}`);
    await tx.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKeyFor('', target.id)));
    await tx.delete(pendingSignups).where(eq(pendingSignups.userId, target.id));
    // Forgot-password counters name the address only by its hash.
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, addressKey(target.email)));
    await tx.delete(users).where(eq(users.id, target.id));
    return files.map((f) => f.key);
  });
  await deleteStoredFiles(deps, keys);
}

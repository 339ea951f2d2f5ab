import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { endedSessions, sessions, userSessions, users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { preparedPerDatabase } from '#server/lib/prepared.ts';
import { MAX_SESSIONS_PER_USER, SIGNED_IN_ELSEWHERE, type SignOutReason } from '#shared/constants.ts';

/** Idle expiry: a session unused this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** Absolute expiry: no session lives longer than this. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing lastActivity on every request would make each read a write; once a minute is precise enough.
const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;

/** The user row type. */
export type UserRow = typeof users.$inferSelect;

/** A signed-in request's session. */
export interface AuthSession {
  user: UserRow;
  sid: string;
  userSessionId: string;
}

/** Hashes a cookie token into the stored session id; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user, ending the least recently active ones beyond the per-user limit. */
export async function createSession(
  db: Database,
  userId: string,
  client: { ipAddress: string | null; userAgent: string | null },
  now = clock.now(),
): Promise<{ token: string; userSessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const sid = hashToken(token);
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expire = new Date(now.getTime() + SESSION_IDLE_MS);
  const userSessionId = await db.transaction(async (tx) => {
    // Locking the user row serialises concurrent logins of one user, so the limit holds under races.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    await tx
      .insert(sessions)
      .values({ sid, sess: { userId, absoluteExpiresAt: absoluteExpiresAt.toISOString() }, expire });
    const [row] = await tx
      .insert(userSessions)
      .values({
        userId,
        sessionId: sid,
        ipAddress: client.ipAddress,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        lastActivity: now,
        createdAt: now,
      })
      .returning({ id: userSessions.id });
    const keep = await tx
      .select({ sessionId: userSessions.sessionId })
      .from(userSessions)
      .innerJoin(sessions, eq(sessions.sid, userSessions.sessionId))
      .where(and(eq(userSessions.userId, userId), sql`${sessions.expire} > ${now}`))
      .orderBy(desc(userSessions.lastActivity), desc(userSessions.createdAt))
      .limit(MAX_SESSIONS_PER_USER);
    const keepIds = keep.map((k) => k.sessionId);
    const ended = await deleteSessionsOfUser(tx, userId, notInArray(sessions.sid, keepIds));
    // The browsers signed out here learn why on their next request (rememberedSignOutReason).
    const live = ended.filter((session) => session.expire > now);
    if (live.length > 0) {
      await tx
        .insert(endedSessions)
        .values(
          live.map((session) => ({
            sid: session.sid,
            reason: SIGNED_IN_ELSEWHERE,
            expiresAt: session.expire,
          })),
        )
        .onConflictDoNothing();
    }
    return row!.id;
  });
  return { token, userSessionId };
}

// The lookup every API request makes, prepared once: the session, its device row and the user in one join.
const selectSession = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      sess: sessions.sess,
      expire: sessions.expire,
      userSessionId: userSessions.id,
      lastActivity: userSessions.lastActivity,
    })
    .from(sessions)
    .innerJoin(userSessions, eq(userSessions.sessionId, sessions.sid))
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .limit(1)
    .prepare('aqs_find_session'),
);

/**
 * Finds the live session for a cookie token, refreshing its activity; null when missing, past its idle deadline or
 * at or past its absolute one. Both deadlines are checked here: `expire` is kept at or before the absolute deadline,
 * but a row whose `expire` lies later (written by an instance with a clock ahead, or before that rule) must not let
 * one more request through.
 */
export async function findSession(
  db: Database,
  token: string,
  now = clock.now(),
): Promise<AuthSession | null> {
  if (!token || token.length > 100) return null;
  const sid = hashToken(token);
  const [row] = await selectSession(db).execute({ sid });
  if (!row || row.expire <= now || !row.user.isActive) return null;
  const absolute = new Date(row.sess.absoluteExpiresAt).getTime();
  // A missing or unreadable deadline (NaN) ends the session too.
  if (!(absolute > now.getTime())) return null;
  if (now.getTime() - row.lastActivity.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
    const expire = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absolute));
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    await db.update(userSessions).set({ lastActivity: now }).where(eq(userSessions.sessionId, sid));
  }
  return { user: row.user, sid, userSessionId: row.userSessionId };
}

/** Ends a session by its stored id. */
export async function endSession(db: Database, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Ends one of a user's sessions by its public id; false when it is not theirs. */
export async function endUserSession(db: Database, userId: string, userSessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ sid: userSessions.sessionId })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.id, userSessionId)));
  if (!row) return false;
  await endSession(db, row.sid);
  return true;
}

/** Lists a user's live sessions, most recently active first. */
export async function listSessions(db: Database, userId: string, now = clock.now()) {
  return db
    .select({
      id: userSessions.id,
      userAgent: userSessions.userAgent,
      ipAddress: userSessions.ipAddress,
      lastActivity: userSessions.lastActivity,
      createdAt: userSessions.createdAt,
    })
    .from(userSessions)
    .innerJoin(sessions, eq(sessions.sid, userSessions.sessionId))
    .where(and(eq(userSessions.userId, userId), sql`${sessions.expire} > ${now}`))
    .orderBy(desc(userSessions.lastActivity));
}

/**
 * Why the session of this cookie token was ended, once: the record is deleted as it is read, so the browser is told
 * on its next request only. Null when the session was not ended by the server (signed out, expired, unknown).
 */
export async function takeSignOutReason(
  db: Database,
  token: string,
  now = clock.now(),
): Promise<SignOutReason | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .delete(endedSessions)
    .where(eq(endedSessions.sid, hashToken(token)))
    .returning({ reason: endedSessions.reason, expiresAt: endedSessions.expiresAt });
  if (!row || row.expiresAt <= now) return null;
  return row.reason === SIGNED_IN_ELSEWHERE ? row.reason : null;
}

/**
 * Deletes sessions at or past either deadline and sign-out reasons no browser can still ask for; called at start and
 * every hour while the server runs, so the tables stay small.
 */
export async function purgeExpiredSessions(db: Database, now = clock.now()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expire, now),
        sql`(${sessions.sess}->>'absoluteExpiresAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    );
  await db.delete(endedSessions).where(lte(endedSessions.expiresAt, now));
}

/**
 * Deletes the user's sessions (only those `which` also matches, when given); answers the ended ones with the
 * moment each would have expired. Each ended session is refused from its next request on.
 */
export function deleteSessionsOfUser(
  db: Database,
  userId: string,
  which?: SQL,
): Promise<{ sid: string; expire: Date }[]> {
  const ofUser = db
    .select({ sid: userSessions.sessionId })
    .from(userSessions)
    .where(eq(userSessions.userId, userId));
  return db
    .delete(sessions)
    .where(and(inArray(sessions.sid, ofUser), which))
    .returning({ sid: sessions.sid, expire: sessions.expire });
}

import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions, userSessions } from '#db/schema/index.ts';

/**
 * Ends every session of a user, except the one whose stored id is `keepSid` (the caller's own, when users change
 * their own password). Each ended session is refused from its next request on. Answers how many ended.
 */
export async function endSessionsOfUser(db: Database, userId: string, keepSid?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        inArray(
          sessions.sid,
          db
            .select({ sid: userSessions.sessionId })
            .from(userSessions)
            .where(eq(userSessions.userId, userId)),
        ),
        keepSid === undefined ? undefined : ne(sessions.sid, keepSid),
      ),
    )
    .returning({ sid: sessions.sid });
  return ended.length;
}

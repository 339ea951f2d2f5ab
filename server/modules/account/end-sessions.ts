import { ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions } from '#db/schema/index.ts';
import { deleteSessionsOfUser } from '#server/modules/auth/sessions.ts';

/**
 * Ends every session of a user, except the one whose stored id is `keepSid` (the caller's own, when users change
 * their own password). Each ended session is refused from its next request on. Answers how many ended.
 */
export async function endSessionsOfUser(db: Database, userId: string, keepSid?: string): Promise<number> {
  const ended = await deleteSessionsOfUser(
    db,
    userId,
    keepSid === undefined ? undefined : ne(sessions.sid, keepSid),
  );
  return ended.length;
}

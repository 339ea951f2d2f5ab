import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

/** What a create answers: the row, and whether this call made it (false: the client id named an existing row). */
export interface Created<T> {
  row: T;
  created: boolean;
}

// Advisory locks of client ids live in their own space (login throttling uses 7_274_101 and 7_274_102).
const CLIENT_ID_LOCK_SPACE = 7_274_141;

/**
 * A create that may carry the id the device made for the row (docs/decisions/041). With a client id, in the
 * caller's transaction: a lock on (user, table, client id), held to the commit, so two creates with the same id
 * at once run one after the other on any number of server instances; then the user's row with that id, if
 * there is one, is the answer and nothing is inserted. Without a client id, `insert` runs as before.
 */
export async function createOnce<T>(
  tx: Database,
  scope: { userId: string; table: string; clientId: string | null | undefined },
  find: (clientId: string) => Promise<T | undefined>,
  insert: () => Promise<T>,
): Promise<Created<T>> {
  const { clientId } = scope;
  if (clientId) {
    const lockKey = `${scope.userId}:${scope.table}:${clientId}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLIENT_ID_LOCK_SPACE}::int, hashtext(${lockKey}))`);
    const existing = await find(clientId);
    if (existing) return { row: existing, created: false };
  }
  return { row: await insert(), created: true };
}

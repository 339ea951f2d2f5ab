import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { testPaymentObjects } from '#db/schema/index.ts';
import { clock } from '../../../lib/clock.ts';
import type { LocalEvent, StripeObject } from './objects.ts';

/**
 * Where the engine keeps its objects. Every write happens inside `transaction`, and an object about to be
 * changed is read with `getForUpdate`, so two instances (or two requests) never apply the same change twice.
 */
export interface PaymentObjectStore {
  /** An object by id, or null. */
  get<T extends StripeObject>(id: string): Promise<T | null>;
  /** Like get, locking the object until the surrounding transaction ends. */
  getForUpdate<T extends StripeObject>(id: string): Promise<T | null>;
  /** Stores a new object; `customerId` indexes it for listing by customer. */
  insert(value: StripeObject, customerId: string | null): Promise<void>;
  /** Replaces a stored object's data. */
  update(value: StripeObject, customerId: string | null): Promise<void>;
  /** A customer's objects of one kind, oldest first. */
  listByCustomer<T extends StripeObject>(object: string, customerId: string): Promise<T[]>;
  /** Events not yet delivered, oldest first. */
  listPendingEvents(limit: number): Promise<LocalEvent[]>;
  /** Runs `work` in one transaction with a store bound to it. */
  transaction<T>(work: (store: PaymentObjectStore) => Promise<T>): Promise<T>;
}

let lastWriteMicros = 0;

// Objects (events above all) list in the order they were written. Several are written within one
// millisecond, so each insert gets a distinct, increasing microsecond timestamp from this process's clock.
function nextWriteMicros(): number {
  const micros = Math.floor((performance.timeOrigin + performance.now()) * 1000);
  lastWriteMicros = Math.max(micros, lastWriteMicros + 1);
  return lastWriteMicros;
}

/** The store on the `test_payment_objects` table (PGlite or PostgreSQL). */
export function createDatabaseStore(db: Database): PaymentObjectStore {
  const t = testPaymentObjects;
  const read = async <T>(id: string, lock: boolean): Promise<T | null> => {
    const query = db.select({ data: t.data }).from(t).where(eq(t.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ? (row.data as T) : null;
  };
  return {
    get: (id) => read(id, false),
    getForUpdate: (id) => read(id, true),
    async insert(value, customerId) {
      await db.insert(t).values({
        id: value.id,
        object: value.object,
        customerId,
        data: value,
        createdAt: sql`'epoch'::timestamptz + ${nextWriteMicros()}::float8 * interval '1 microsecond'`,
      });
    },
    async update(value, customerId) {
      await db.update(t).set({ data: value, customerId, updatedAt: clock.now() }).where(eq(t.id, value.id));
    },
    async listByCustomer<T>(object: string, customerId: string) {
      const rows = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.customerId, customerId), eq(t.object, object)))
        .orderBy(asc(t.createdAt), asc(t.id));
      return rows.map((row) => row.data as T);
    },
    async listPendingEvents(limit) {
      const rows = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.object, 'event'), sql`(${t.data}->>'pending_webhooks')::int > 0`))
        .orderBy(asc(t.createdAt), asc(t.id))
        .limit(limit);
      return rows.map((row) => row.data as LocalEvent);
    },
    transaction: (work) => db.transaction((tx) => work(createDatabaseStore(tx as unknown as Database))),
  };
}

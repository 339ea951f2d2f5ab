import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type FieldChange, syncConflicts } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { CONFLICT_NOT_FOUND } from '#server/lib/not-found.ts';
import {
  CHANGED_FIELDS_HEADER,
  type SyncConflict,
  type SyncResource,
  syncFieldLabel,
} from '#shared/schemas/sync.ts';

// Conflicts of an offline edit with a change made on the server meanwhile (docs/decisions/041): per field, the
// later edit wins; fields the device did not change are never written from its stale body; both values are kept.

/** The conflict headers of an update, parsed; all null: the update works exactly as before. */
export interface SyncContext {
  /** The record's updatedAt the device last saw. */
  baseUpdatedAt: Date | null;
  /** When the rep made the edit on the device (never later than now). */
  editedAt: Date | null;
  /** The body's fields the rep changed; null: every field sent. */
  changedFields: string[] | null;
}

/** No conflict headers: today's behaviour. */
export const NO_SYNC: SyncContext = { baseUpdatedAt: null, editedAt: null, changedFields: null };

/** A conflict found while planning, before it is stored. */
export interface ConflictDraft {
  field: string;
  keptValue: unknown;
  otherValue: unknown;
  winner: 'device' | 'server';
  deviceEditedAt: Date;
  serverChangedAt: Date;
}

/** What an update writes: the values, the fields' new change times, and the conflicts to record. */
export interface FieldPlan {
  values: Record<string, unknown>;
  fieldChangedAt: Record<string, FieldChange>;
  conflicts: ConflictDraft[];
}

/** The stored record an update applies to: a row with its times and per-field changes. */
export interface SyncedRecord {
  createdAt: Date;
  updatedAt: Date;
  fieldChangedAt: Record<string, FieldChange>;
}

/** An update's answer: the record as stored after it, and how many conflicts it recorded. */
export interface Synced<T> {
  row: T;
  conflicts: number;
}

/** Whether an update writes the row: always without a base (as before), else only when a field won. */
export function writesRow(plan: FieldPlan, sync: SyncContext): boolean {
  return !sync.baseUpdatedAt || Object.keys(plan.values).length > 0;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Plans an update of `current` (null: there is no row yet) with the parsed body `input` (only its defined
 * fields) under the sync context. Without a base, or when the record has not changed since the base, every
 * changed field is written. When it has: a field saved here after the base is a conflict, which the later edit
 * wins (the device's edit time against the field's; a tie keeps the server's); either way both values are kept.
 */
export function planFieldChanges(
  current: SyncedRecord | null,
  input: Record<string, unknown>,
  sync: SyncContext,
  now = clock.now(),
): FieldPlan {
  const sent = Object.keys(input).filter((field) => input[field] !== undefined);
  const missing = sync.changedFields?.filter((field) => !sent.includes(field)) ?? [];
  if (missing.length > 0) {
    const message = `${CHANGED_FIELDS_HEADER} names ${missing.join(', ')}, which the body does not carry`;
    throw badRequest(message, { [CHANGED_FIELDS_HEADER]: message });
  }
  // A record not stored yet takes the whole body: nothing of the server's is overwritten.
  const fields = current && sync.changedFields ? sync.changedFields : sent;
  const editedAt = sync.editedAt && sync.editedAt < now ? sync.editedAt : now;
  const change: FieldChange = { editedAt: editedAt.toISOString(), savedAt: now.toISOString() };
  const base = sync.baseUpdatedAt;
  const changedSinceBase = !!current && !!base && current.updatedAt.getTime() > base.getTime();
  const plan: FieldPlan = { values: {}, fieldChangedAt: {}, conflicts: [] };
  for (const field of fields) {
    const write = () => {
      plan.values[field] = input[field];
      plan.fieldChangedAt[field] = change;
    };
    const known = current?.fieldChangedAt[field];
    // A field with no recorded change has kept the value it was created with.
    const savedAt = new Date(known?.savedAt ?? current?.createdAt ?? 0);
    if (!current || !changedSinceBase || savedAt.getTime() <= base!.getTime()) {
      write();
      continue;
    }
    const serverValue = (current as unknown as Record<string, unknown>)[field];
    if (sameValue(serverValue, input[field])) continue;
    const serverEditedAt = new Date(known?.editedAt ?? savedAt);
    const deviceWins = editedAt.getTime() > serverEditedAt.getTime();
    if (deviceWins) write();
    plan.conflicts.push({
      field,
      keptValue: deviceWins ? input[field] : serverValue,
      otherValue: deviceWins ? serverValue : input[field],
      winner: deviceWins ? 'device' : 'server',
      deviceEditedAt: editedAt,
      serverChangedAt: serverEditedAt,
    });
  }
  return plan;
}

/** The record a conflict is about, and whose it is. */
export interface ConflictOwner {
  userId: string;
  surveyId: number;
  resource: SyncResource;
  recordId: number;
}

/**
 * One synced edit of a record, in the caller's transaction: plans it (`planFieldChanges`), has `write` store the
 * row when it must (a new record, or a field that won; `write` gets the plan and the one moment for `updatedAt`),
 * and records the plan's conflicts for `owner(row)`. Answers the row as stored and the conflicts' count.
 */
export async function applySyncedEdit<T extends SyncedRecord>(
  tx: Database,
  edit: {
    current: T | null;
    input: Record<string, unknown>;
    sync: SyncContext;
    write: (plan: FieldPlan, now: Date) => Promise<T>;
    owner: (row: T) => ConflictOwner;
  },
): Promise<Synced<T>> {
  // One time for the row's updatedAt and its fields' savedAt, so a later base compares with both alike.
  const now = clock.now();
  const plan = planFieldChanges(edit.current, edit.input, edit.sync, now);
  const row = !edit.current || writesRow(plan, edit.sync) ? await edit.write(plan, now) : edit.current;
  return { row, conflicts: await recordConflicts(tx, edit.owner(row), plan.conflicts) };
}

type ConflictValue = string | number | boolean | null;
const asConflictValue = (value: unknown): ConflictValue =>
  value === undefined ? null : (value as ConflictValue);

/** Stores the plan's conflicts for the user's record; returns how many (the X-Sync-Conflicts count). */
export async function recordConflicts(
  tx: Database,
  owner: ConflictOwner,
  conflicts: ConflictDraft[],
): Promise<number> {
  if (conflicts.length === 0) return 0;
  await tx.insert(syncConflicts).values(
    conflicts.map((c) => ({
      ...owner,
      field: c.field,
      fieldLabel: syncFieldLabel(c.field),
      keptValue: asConflictValue(c.keptValue),
      otherValue: asConflictValue(c.otherValue),
      winner: c.winner,
      deviceEditedAt: c.deviceEditedAt,
      serverChangedAt: c.serverChangedAt,
    })),
  );
  return conflicts.length;
}

/** A stored conflict row. */
export type SyncConflictRow = typeof syncConflicts.$inferSelect;

/** Turns a stored conflict into the API's SyncConflict. */
export function presentSyncConflict(row: SyncConflictRow): SyncConflict {
  return {
    id: row.id,
    surveyId: row.surveyId,
    resource: row.resource as SyncResource,
    recordId: row.recordId,
    field: row.field,
    fieldLabel: row.fieldLabel,
    keptValue: row.keptValue ?? null,
    otherValue: row.otherValue ?? null,
    winner: row.winner as SyncConflict['winner'],
    deviceEditedAt: row.deviceEditedAt.toISOString(),
    serverChangedAt: row.serverChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's conflicts not yet dismissed, newest first; only one survey's when `surveyId` is given. */
export function listSyncConflicts(
  db: Database,
  userId: string,
  surveyId?: number,
): Promise<SyncConflictRow[]> {
  return db
    .select()
    .from(syncConflicts)
    .where(
      and(
        eq(syncConflicts.userId, userId),
        isNull(syncConflicts.dismissedAt),
        surveyId === undefined ? undefined : eq(syncConflicts.surveyId, surveyId),
      ),
    )
    .orderBy(desc(syncConflicts.createdAt), desc(syncConflicts.id));
}

/** Dismisses the user's conflict (again is fine); 404 "Conflict not found" for a missing or foreign one. */
export async function dismissSyncConflict(db: Database, userId: string, id: number): Promise<void> {
  const [row] = await db
    .update(syncConflicts)
    .set({ dismissedAt: clock.now() })
    .where(and(eq(syncConflicts.id, id), eq(syncConflicts.userId, userId)))
    .returning({ id: syncConflicts.id });
  if (!row) throw notFound(CONFLICT_NOT_FOUND);
}

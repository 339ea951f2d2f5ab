import { z } from 'zod';
import { labelOfFieldName } from './fields.ts';
import { idValue, isoTime } from './response-fields.ts';

// The wire contract of offline sync (docs/decisions/041-idempotency-client-ids-and-sync-conflicts.md).

/** Request header: the client's name for one write; a replay with it answers the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Answer header on a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 200 characters of letters, digits and `_ . : -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Request header of an update: the record's `updatedAt` the device last saw (ISO). */
export const BASE_UPDATED_AT_HEADER = 'X-Base-Updated-At';
/** Request header of an update: when the rep made the edit on the device (ISO). */
export const EDITED_AT_HEADER = 'X-Edited-At';
/** Request header of an update: the body's fields the rep changed, comma-separated (absent: every field sent). */
export const CHANGED_FIELDS_HEADER = 'X-Changed-Fields';
/** Answer header: how many conflicts the update recorded (absent when none). */
export const SYNC_CONFLICTS_HEADER = 'X-Sync-Conflicts';

/** A create's optional client-made id: a UUID of any version (the app makes UUIDv7). */
export const clientIdField = z.uuid({ error: 'Client id must be a UUID' }).nullable().optional();

/** The resources whose updates resolve conflicts per field. */
export const SYNC_RESOURCES = ['survey', 'equipment', 'water-quality', 'observations'] as const;
export type SyncResource = (typeof SYNC_RESOURCES)[number];

/** A stored field value as a conflict shows it. */
const conflictValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** GET /api/sync-conflicts: a field changed on the device and on the server; the record holds `keptValue`. */
export const SyncConflictSchema = z.object({
  id: idValue,
  surveyId: idValue,
  resource: z.enum(SYNC_RESOURCES),
  recordId: idValue,
  field: z.string(),
  fieldLabel: z.string(),
  keptValue: conflictValue,
  otherValue: conflictValue,
  /** `device`: the synced edit was later and is in the record; `server`: the change made meanwhile stays. */
  winner: z.enum(['device', 'server']),
  deviceEditedAt: isoTime,
  serverChangedAt: isoTime,
  createdAt: isoTime,
});
export type SyncConflict = z.infer<typeof SyncConflictSchema>;

/** GET /api/sync-conflicts query: optionally one survey's. */
export const SyncConflictQuerySchema = z.object({
  surveyId: z.coerce.number({ error: 'Survey id must be a number' }).int().positive().optional(),
});

const LABELS: Record<string, string> = {
  ph: 'pH',
  tds: 'TDS',
  temperatureF: 'Temperature (°F)',
  contactEmail: 'Contact email',
};

/** The label a person reads for a field name: `contactName` → "Contact name". */
export function syncFieldLabel(field: string): string {
  return LABELS[field] ?? labelOfFieldName(field);
}

const isoHeader = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 time, e.g. 2026-11-27T10:15:00.000Z` })
    .optional();

/** The conflict headers of an update as sent (each optional; all absent: the update works as it always did). */
export const SyncHeadersSchema = z.object({
  [BASE_UPDATED_AT_HEADER]: isoHeader(BASE_UPDATED_AT_HEADER),
  [EDITED_AT_HEADER]: isoHeader(EDITED_AT_HEADER),
  [CHANGED_FIELDS_HEADER]: z
    .string()
    .max(2000, `${CHANGED_FIELDS_HEADER} is too long`)
    .regex(
      /^\s*[A-Za-z][A-Za-z0-9]*\s*(,\s*[A-Za-z][A-Za-z0-9]*\s*)*$/,
      `${CHANGED_FIELDS_HEADER} must be field names separated by commas, e.g. contactName,contactPhone`,
    )
    .optional(),
});

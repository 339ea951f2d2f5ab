import { parseRecordId } from '#shared/ids.ts';

/**
 * Ids made on the device (docs/decisions/042-offline-field-capture.md). A record created offline gets a UUIDv7
 * `clientId` (sent to the server, which answers an existing record for a clientId it already has) and a negative
 * local id that stands in for the server's numeric id in URLs and query keys until its create is replayed.
 */

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits; sorts by creation time. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i += 1) bytes[i] = Math.floor(now / 2 ** (8 * (5 - i))) % 256;
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = [...bytes].map((byte) => HEX[byte]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastLocalId = 0;

/** A new local id: negative (server ids are positive), unique on this device, below Number.MAX_SAFE_INTEGER. */
export function newLocalId(now: number = Date.now()): number {
  lastLocalId = Math.min(lastLocalId - 1, -now * 100);
  return lastLocalId;
}

/** True for an id made on this device. */
export function isLocalId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id < 0;
}

/** Path segments that are local ids: `/api/equipment/-17800/photos`. */
const LOCAL_SEGMENT = /\/(-\d+)(?=[/?]|$)/g;

/** The body fields that reference another record by id. */
const REFERENCE_FIELDS = ['surveyId', 'equipmentId'] as const;

/** The local ids a request refers to (in its path or its body's references). */
export function localIdsOf(url: string, body?: Record<string, unknown>): number[] {
  const ids = [...url.matchAll(LOCAL_SEGMENT)].map((match) => Number(match[1]));
  for (const field of REFERENCE_FIELDS) if (isLocalId(body?.[field])) ids.push(body[field] as number);
  return ids;
}

/**
 * The request with every local id the map knows replaced by its server id; `missing` lists the local ids it does
 * not know yet (their create has not been replayed).
 */
export function resolveLocalIds(
  url: string,
  body: Record<string, unknown> | undefined,
  serverIdOf: (localId: number) => number | undefined,
): { url: string; body: Record<string, unknown> | undefined; missing: number[] } {
  const missing: number[] = [];
  const map = (id: number) => {
    const serverId = serverIdOf(id);
    if (serverId === undefined) missing.push(id);
    return serverId ?? id;
  };
  const resolvedUrl = url.replace(LOCAL_SEGMENT, (_all, id: string) => `/${map(Number(id))}`);
  let resolvedBody = body;
  for (const field of REFERENCE_FIELDS) {
    const value = body?.[field];
    if (isLocalId(value)) resolvedBody = { ...resolvedBody, [field]: map(value) };
  }
  return { url: resolvedUrl, body: resolvedBody, missing };
}

/** A record id from a URL: a server id (positive) or a record made on this device (a local id). */
export function parseRouteRecordId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (/^-\d{1,16}$/.test(text)) return Number(text);
  return parseRecordId(text);
}

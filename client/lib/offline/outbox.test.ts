import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type OfflineDb, openOfflineDb } from './db.ts';
import { uuidv7 } from './ids.ts';
import { type LockRunner, Outbox, type OutboxItem, type SyncedItem } from './outbox.ts';

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | 'network-error';

/** A fake server: records every request and answers with the first rule that matches (or 200 with the body). */
function fakeServer() {
  const calls: Call[] = [];
  const rules: { match: (call: Call) => boolean; answer: () => Answer }[] = [];
  let nextId = 100;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      key: headers['Idempotency-Key'] ?? null,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers,
    };
    calls.push(call);
    const rule = rules.find((each) => each.match(call));
    if (rule) {
      const answer = rule.answer();
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return answer;
    }
    if (call.url.endsWith('/upload'))
      return Response.json({ uploadURL: `/api/objects/uploads/photos/u/${nextId++}?expires=1&signature=x` });
    if (call.method === 'PUT' && call.url.startsWith('/api/objects/')) return Response.json({ ok: true });
    nextId += 1;
    return Response.json({ id: nextId, ...(call.body as object) });
  }) as typeof fetch;
  return {
    calls,
    fetcher,
    /** Answer requests matching `match` with `answer` (until removed). */
    when(match: (call: Call) => boolean, answer: () => Answer) {
      const rule = { match, answer };
      rules.unshift(rule);
      return () => rules.splice(rules.indexOf(rule), 1);
    },
  };
}

/** A Web Locks stand-in with `ifAvailable`: a second holder is refused while the first runs. */
function sharedLock(): LockRunner {
  const held = new Set<string>();
  return async (name, task) => {
    if (held.has(name)) return false;
    held.add(name);
    try {
      await task();
    } finally {
      held.delete(name);
    }
    return true;
  };
}

let db: OfflineDb;
let dbName: string;

beforeEach(async () => {
  dbName = `outbox-test-${uuidv7()}`;
  db = await openOfflineDb(dbName);
});
afterEach(() => {
  db.close();
});

function item(
  overrides: Partial<OutboxItem> & Pick<OutboxItem, 'url'>,
): Omit<OutboxItem, 'seq' | 'state' | 'attempts' | 'createdAt'> {
  return { key: uuidv7(), kind: 'survey', label: overrides.url, method: 'POST', ...overrides };
}

/** The offline scenario's queue: a survey, two systems of it, a photo of the first, a water test. */
async function queueSurvey(outbox: Outbox) {
  await outbox.enqueue(
    item({ url: '/api/surveys', body: { facilityName: 'Plant', clientId: 'c-1' }, localId: -1 }),
  );
  await outbox.enqueue(
    item({ kind: 'equipment', url: '/api/equipment', body: { surveyId: -1, name: 'Tower' }, localId: -2 }),
  );
  await outbox.enqueue(
    item({ kind: 'equipment', url: '/api/equipment', body: { surveyId: -1, name: 'Boiler' }, localId: -3 }),
  );
  await outbox.enqueue(
    item({
      kind: 'photo',
      url: '/api/equipment/-2/photos',
      body: { description: 'Nameplate', clientId: 'c-4' },
      blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
      fileName: 'plate.jpg',
      localId: -4,
    }),
  );
  await outbox.enqueue(
    item({ kind: 'water-test', url: '/api/water-quality', body: { surveyId: -1, ph: 7.8 } }),
  );
}

describe('Outbox', () => {
  test('replays in order and rewrites later items with the server ids of records made offline', async () => {
    const server = fakeServer();
    const synced: SyncedItem[] = [];
    const outbox = new Outbox({
      db,
      fetch: server.fetcher,
      withLock: sharedLock(),
      onSynced: (s) => synced.push(s),
    });
    await queueSurvey(outbox);

    expect(await outbox.replay()).toEqual({ sent: 5, stoppedBy: null });

    const writes = server.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(writes).toEqual([
      'POST /api/surveys',
      'POST /api/equipment',
      'POST /api/equipment',
      'POST /api/equipment/102/photos/upload',
      'PUT /api/objects/uploads/photos/u/103',
      'POST /api/equipment/102/photos',
      'POST /api/water-quality',
    ]);
    const surveyId = outbox.serverIdOf(-1);
    expect(surveyId).toBe(101);
    expect(server.calls[1]!.body).toEqual({ surveyId, name: 'Tower' });
    expect(server.calls[2]!.body).toEqual({ surveyId, name: 'Boiler' });
    expect(server.calls[5]!.body).toEqual({
      description: 'Nameplate',
      clientId: 'c-4',
      photoUrl: '/api/objects/uploads/photos/u/103',
    });
    expect(server.calls[6]!.body).toEqual({ surveyId, ph: 7.8 });
    expect(await outbox.count()).toBe(0);
    expect(synced.map((s) => s.item.kind)).toEqual([
      'survey',
      'equipment',
      'equipment',
      'photo',
      'water-test',
    ]);
    // The id map survives a reload (a new Outbox on the same database).
    const reopened = new Outbox({ db });
    await reopened.load();
    expect(reopened.serverIdOf(-2)).toBe(102);
  });

  test('each item has its own Idempotency-Key, sent again unchanged after a network failure', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await queueSurvey(outbox);
    const keys = (await outbox.items()).map((each) => each.key);
    expect(new Set(keys).size).toBe(5);

    const restore = server.when(
      (call) =>
        call.method === 'POST' &&
        call.url === '/api/equipment' &&
        (call.body as { name: string }).name === 'Boiler',
      () => 'network-error',
    );
    expect(await outbox.replay()).toEqual({ sent: 2, stoppedBy: 'network' });
    const [waiting] = await outbox.items();
    expect(waiting).toMatchObject({ label: '/api/equipment', state: 'waiting', attempts: 1, key: keys[2] });

    restore();
    expect(await outbox.replay()).toEqual({ sent: 3, stoppedBy: null });
    const boilerCalls = server.calls.filter((call) => (call.body as { name?: string })?.name === 'Boiler');
    expect(boilerCalls.map((call) => call.key)).toEqual([keys[2], keys[2]]);
    // The survey and the tower were sent once each.
    expect(server.calls.filter((call) => call.url === '/api/surveys')).toHaveLength(1);
    expect(server.calls.filter((call) => (call.body as { name?: string })?.name === 'Tower')).toHaveLength(1);
  });

  test('an item left "sending" by a closed page is sent again with its key', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    const queued = await outbox.enqueue(
      item({ url: '/api/surveys', body: { facilityName: 'Plant' }, localId: -1 }),
    );
    await db.put('outbox', { ...queued, state: 'sending', attempts: 1 });
    expect(await outbox.replay()).toEqual({ sent: 1, stoppedBy: null });
    expect(server.calls.map((call) => call.key)).toEqual([queued.key]);
  });

  test('stops at a refusal (4xx) with the server message on that item; later items wait until it is discarded', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await outbox.enqueue(
      item({ kind: 'water-test', url: '/api/water-quality', body: { surveyId: 5, ph: 99 } }),
    );
    await outbox.enqueue(item({ kind: 'observations', url: '/api/observations', body: { surveyId: 5 } }));
    server.when(
      (call) => call.url === '/api/water-quality',
      () => Response.json({ message: 'pH must be between 0 and 14' }, { status: 400 }),
    );

    expect(await outbox.replay()).toEqual({ sent: 0, stoppedBy: 'refused' });
    const [refused, later] = await outbox.items();
    expect(refused).toMatchObject({ state: 'failed', error: 'pH must be between 0 and 14' });
    expect(later).toMatchObject({ state: 'waiting', attempts: 0 });
    // A replay does not skip past the refused item.
    expect(await outbox.replay()).toEqual({ sent: 0, stoppedBy: 'refused' });
    expect(server.calls).toHaveLength(1);

    await outbox.discard(refused!.seq!);
    expect(await outbox.replay()).toEqual({ sent: 1, stoppedBy: null });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/water-quality', '/api/observations']);
  });

  test('a refused create fails the items that refer to it with a clear message', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await queueSurvey(outbox);
    server.when(
      (call) => call.url === '/api/surveys',
      () => Response.json({ message: 'Facility name is required' }, { status: 400 }),
    );
    await outbox.replay();
    const [survey] = await outbox.items();
    await outbox.discard(survey!.seq!);
    expect(await outbox.replay()).toEqual({ sent: 0, stoppedBy: 'refused' });
    const [equipment] = await outbox.items();
    expect(equipment).toMatchObject({ state: 'failed', error: expect.stringMatching(/was not synced/) });
  });

  test('server failures, a key still running (409) and a lost session leave the item waiting', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await outbox.enqueue(item({ url: '/api/surveys/7', method: 'PUT', body: { facilityName: 'B' } }));
    for (const [status, stop, headers] of [
      [503, 'retry-later', {}],
      [409, 'retry-later', { 'Retry-After': '1' }],
      [401, 'signed-out', {}],
    ] as const) {
      const restore = server.when(
        () => true,
        () => Response.json({ message: 'x' }, { status, headers }),
      );
      expect((await outbox.replay()).stoppedBy).toBe(stop);
      expect((await outbox.items())[0]).toMatchObject({ state: 'waiting' });
      restore();
    }
    expect(await outbox.replay()).toEqual({ sent: 1, stoppedBy: null });
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(1);
  });

  test('a 409 without Retry-After is a refusal, not a wait', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await outbox.enqueue(
      item({ kind: 'photo', url: '/api/equipment/4/photos', body: { photoUrl: '/api/objects/x' } }),
    );
    server.when(
      () => true,
      () => Response.json({ message: 'This photo is already saved' }, { status: 409 }),
    );
    expect((await outbox.replay()).stoppedBy).toBe('refused');
    expect((await outbox.items())[0]).toMatchObject({
      state: 'failed',
      error: 'This photo is already saved',
    });
  });

  test('a photo sent again after a closed page posts the same record body without uploading again', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    await outbox.enqueue(
      item({
        kind: 'photo',
        url: '/api/equipment/4/photos',
        body: { description: null, clientId: 'c-9' },
        blob: new Blob(['png'], { type: 'image/png' }),
      }),
    );
    // The record's answer never arrives (the page closed): the bytes were stored, the item waits.
    const restore = server.when(
      (call) => call.url === '/api/equipment/4/photos',
      () => 'network-error',
    );
    expect((await outbox.replay()).stoppedBy).toBe('network');
    restore();
    expect(await outbox.replay()).toEqual({ sent: 1, stoppedBy: null });
    const uploads = server.calls.filter((call) => call.url.endsWith('/upload'));
    const records = server.calls.filter((call) => call.url === '/api/equipment/4/photos');
    expect(uploads).toHaveLength(1);
    expect(records).toHaveLength(2);
    expect(records[1]!.body).toEqual(records[0]!.body);
    expect(records[1]!.key).toBe(records[0]!.key);
  });

  test('sends the conflict headers kept with an update', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ db, fetch: server.fetcher, withLock: sharedLock() });
    const headers = {
      'X-Base-Updated-At': '2026-11-27T09:00:00.000Z',
      'X-Edited-At': '2026-11-27T10:00:00.000Z',
      'X-Changed-Fields': 'contactName',
    };
    await outbox.enqueue(
      item({ url: '/api/surveys/7', method: 'PUT', body: { contactName: 'Ann' }, headers }),
    );
    server.when(
      () => true,
      () => Response.json({ id: 7 }, { headers: { 'X-Sync-Conflicts': '1' } }),
    );
    const synced: SyncedItem[] = [];
    const withConflicts = new Outbox({
      db,
      fetch: server.fetcher,
      withLock: sharedLock(),
      onSynced: (s) => synced.push(s),
    });
    await withConflicts.replay();
    expect(server.calls[0]!.headers).toMatchObject(headers);
    expect(synced[0]!.conflicts).toBe(1);
  });

  test('two tabs replaying at once: one holds the lock, every item is sent once', async () => {
    const server = fakeServer();
    const lock = sharedLock();
    const tabA = new Outbox({ db, fetch: server.fetcher, withLock: lock });
    const otherDb = await openOfflineDb(dbName);
    const tabB = new Outbox({ db: otherDb, fetch: server.fetcher, withLock: lock });
    await queueSurvey(tabA);

    const [a, b] = await Promise.all([tabA.replay(), tabB.replay()]);
    expect([a.stoppedBy, b.stoppedBy].sort()).toEqual(['busy', null]);
    expect(a.sent + b.sent).toBe(5);
    expect(server.calls.filter((call) => call.url === '/api/surveys')).toHaveLength(1);
    expect(server.calls.filter((call) => call.url === '/api/equipment')).toHaveLength(2);
    // The tab that waited finds nothing left.
    expect(await tabB.replay()).toEqual({ sent: 0, stoppedBy: null });
    otherDb.close();
  });
});

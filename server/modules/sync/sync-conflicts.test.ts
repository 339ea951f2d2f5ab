import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { surveys, syncConflicts } from '#db/schema/index.ts';
import { createEquipment, createSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// An edit made offline on a record that changed on the server meanwhile (docs/decisions/041).
const ctx = registerTestContext();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The headers a device sends with an edit made offline at `editedAt` on the version it saw at `base`. */
function offline(base: string, editedAt: string, changed?: string[]) {
  return {
    'x-base-updated-at': base,
    'x-edited-at': editedAt,
    ...(changed ? { 'x-changed-fields': changed.join(',') } : {}),
  };
}

async function signInWithSurvey() {
  const signedIn = await ctx.signIn();
  const created = await ctx.call('POST', '/api/surveys', {
    cookie: signedIn.cookie,
    body: {
      facilityName: 'Harbor Plant',
      industryType: 'healthcare',
      facilityAddress: '1 Harbor Blvd',
      contactName: 'Pat Lee',
      contactPhone: '555-0100',
    },
  });
  return { ...signedIn, survey: created.json() as { id: number; updatedAt: string } };
}

describe('PUT /api/surveys/:id from a device that saw an older version', () => {
  test('per field the later edit wins, untouched fields are kept, and both values are recorded', async () => {
    const { cookie, survey } = await signInWithSurvey();
    const seen = survey.updatedAt;
    // Another device (online) changes the contact's name and phone now.
    const online = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
      cookie,
      body: { contactName: 'Dana Reyes', contactPhone: '555-0111' },
    });
    expect(online.statusCode).toBe(200);
    // This device edited the name offline 10 minutes ago, on the version it saw: the other device's edit is
    // later and stays.
    const name = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
      cookie,
      headers: offline(seen, minutesAgo(10), ['contactName']),
      // The rest of its body is stale: never written.
      body: { contactName: 'Old Name', contactPhone: '555-0100', facilityName: 'Harbor Plant' },
    });
    expect(name.statusCode, name.body).toBe(200);
    expect(name.headers['x-sync-conflicts']).toBe('1');
    expect(name.json()).toMatchObject({ contactName: 'Dana Reyes', contactPhone: '555-0111' });

    // Its phone edit is later than the other device's (made now): it wins.
    const phone = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
      cookie,
      headers: offline(seen, new Date().toISOString(), ['contactPhone', 'currentVendor']),
      body: { contactPhone: '555-0199', currentVendor: 'Acme Water', contactName: 'Old Name' },
    });
    expect(phone.headers['x-sync-conflicts']).toBe('1');
    expect(phone.json()).toMatchObject({
      contactName: 'Dana Reyes',
      contactPhone: '555-0199',
      currentVendor: 'Acme Water',
    });

    const list = await ctx.call('GET', `/api/sync-conflicts?surveyId=${survey.id}`, { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      {
        surveyId: survey.id,
        resource: 'survey',
        recordId: survey.id,
        field: 'contactPhone',
        fieldLabel: 'Contact phone',
        keptValue: '555-0199',
        otherValue: '555-0111',
        winner: 'device',
      },
      {
        field: 'contactName',
        fieldLabel: 'Contact name',
        keptValue: 'Dana Reyes',
        otherValue: 'Old Name',
        winner: 'server',
      },
    ]);
  });

  test('without the headers an update works exactly as before: the body wins, no conflict', async () => {
    const { cookie, survey } = await signInWithSurvey();
    await ctx.call('PUT', `/api/surveys/${survey.id}`, { cookie, body: { contactName: 'Dana Reyes' } });
    const plain = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
      cookie,
      body: { contactName: 'Old Name', contactPhone: '555-0100' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['x-sync-conflicts']).toBeUndefined();
    expect(plain.json()).toMatchObject({ contactName: 'Old Name', contactPhone: '555-0100' });
    expect(await ctx.db.select().from(syncConflicts).where(eq(syncConflicts.surveyId, survey.id))).toEqual(
      [],
    );
  });

  test('malformed headers answer 400 with a clear message and change nothing', async () => {
    const { cookie, survey } = await signInWithSurvey();
    const cases: [Record<string, string>, string][] = [
      [{ 'x-base-updated-at': 'yesterday' }, 'X-Base-Updated-At must be an ISO 8601 time'],
      [{ 'x-edited-at': '2026-13-01T00:00:00Z' }, 'X-Edited-At must be an ISO 8601 time'],
      [{ 'x-changed-fields': 'contact name' }, 'X-Changed-Fields must be field names separated by commas'],
      [
        { 'x-changed-fields': 'contactFax' },
        'X-Changed-Fields names contactFax, which the body does not carry',
      ],
    ];
    for (const [headers, message] of cases) {
      const res = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
        cookie,
        headers,
        body: { contactName: 'Changed' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().message).toContain(message);
    }
    const [row] = await ctx.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.contactName).toBe('Pat Lee');
  });
});

describe('equipment, water quality and observations', () => {
  test('resolve conflicts per field the same way and say how many in X-Sync-Conflicts', async () => {
    const { user, cookie, survey } = await signInWithSurvey();
    const unit = await createEquipment(ctx.db, survey.id, { name: 'Tower 1' });
    const water = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, ph: 7.5, conductivity: 1200 },
    });
    const notes = await ctx.call('POST', '/api/observations', {
      cookie,
      body: { surveyId: survey.id, recommendations: 'Clean the basin' },
    });
    const seen = {
      equipment: (await ctx.call('GET', `/api/equipment/survey/${survey.id}`, { cookie })).json()[0]
        .updatedAt,
      water: water.json().updatedAt,
      notes: notes.json().updatedAt,
    };
    // Changes made online meanwhile.
    await ctx.call('PUT', `/api/equipment/${unit.id}`, { cookie, body: { name: 'Tower North' } });
    await ctx.call('POST', '/api/water-quality', { cookie, body: { surveyId: survey.id, ph: 7.8 } });
    await ctx.call('POST', '/api/observations', {
      cookie,
      body: { surveyId: survey.id, recommendations: 'Replace the fill' },
    });
    // The device's older edits (an hour ago) lose; its later one (now) wins.
    const hourAgo = minutesAgo(60);
    const equipmentSync = await ctx.call('PUT', `/api/equipment/${unit.id}`, {
      cookie,
      headers: offline(seen.equipment, hourAgo),
      body: { name: 'Tower A', location: 'Roof' },
    });
    expect(equipmentSync.headers['x-sync-conflicts']).toBe('1');
    expect(equipmentSync.json()).toMatchObject({ name: 'Tower North', location: 'Roof' });
    const waterSync = await ctx.call('POST', '/api/water-quality', {
      cookie,
      headers: offline(seen.water, new Date().toISOString(), ['ph']),
      body: { surveyId: survey.id, ph: 8.2, conductivity: 900 },
    });
    expect(waterSync.headers['x-sync-conflicts']).toBe('1');
    expect(waterSync.json()).toMatchObject({ ph: 8.2, conductivity: 1200 });
    const notesSync = await ctx.call('POST', '/api/observations', {
      cookie,
      headers: offline(seen.notes, hourAgo),
      body: { surveyId: survey.id, recommendations: 'Test weekly' },
    });
    expect(notesSync.headers['x-sync-conflicts']).toBe('1');
    expect(notesSync.json().recommendations).toBe('Replace the fill');

    const list = (await ctx.call('GET', '/api/sync-conflicts', { cookie })).json();
    expect(list.map((c: { resource: string; field: string; winner: string }) => c)).toMatchObject([
      { resource: 'observations', field: 'recommendations', winner: 'server', otherValue: 'Test weekly' },
      {
        resource: 'water-quality',
        field: 'ph',
        fieldLabel: 'pH',
        winner: 'device',
        keptValue: 8.2,
        otherValue: 7.8,
      },
      { resource: 'equipment', recordId: unit.id, field: 'name', winner: 'server', otherValue: 'Tower A' },
    ]);
    expect(list.every((c: { surveyId: number }) => c.surveyId === survey.id)).toBe(true);
    const rows = await ctx.db.select().from(syncConflicts).where(eq(syncConflicts.userId, user.id));
    expect(rows).toHaveLength(3);
  });
});

describe('GET /api/sync-conflicts and POST /api/sync-conflicts/:id/dismiss', () => {
  async function conflictOf() {
    const owner = await signInWithSurvey();
    await ctx.call('PUT', `/api/surveys/${owner.survey.id}`, {
      cookie: owner.cookie,
      body: { contactName: 'Dana Reyes' },
    });
    await ctx.call('PUT', `/api/surveys/${owner.survey.id}`, {
      cookie: owner.cookie,
      headers: offline(owner.survey.updatedAt, minutesAgo(30)),
      body: { contactName: 'Old Name' },
    });
    const [conflict] = (await ctx.call('GET', '/api/sync-conflicts', { cookie: owner.cookie })).json();
    return { ...owner, conflict: conflict as { id: number } };
  }

  test('a dismissed conflict leaves the list; the survey filter shows one survey’s', async () => {
    const owner = await conflictOf();
    const other = await createSurvey(ctx.db, { userId: owner.user.id });
    const filtered = await ctx.call('GET', `/api/sync-conflicts?surveyId=${other.id}`, {
      cookie: owner.cookie,
    });
    expect(filtered.json()).toEqual([]);
    const dismissed = await ctx.call('POST', `/api/sync-conflicts/${owner.conflict.id}/dismiss`, {
      cookie: owner.cookie,
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await ctx.call('GET', '/api/sync-conflicts', { cookie: owner.cookie })).json()).toEqual([]);
    const [row] = await ctx.db.select().from(syncConflicts).where(eq(syncConflicts.id, owner.conflict.id));
    expect(row!.dismissedAt).toBeInstanceOf(Date);
  });

  test('another user’s conflict answers 404 like a missing one and stays', async () => {
    const owner = await conflictOf();
    const { cookie } = await ctx.signIn();
    expect((await ctx.call('GET', '/api/sync-conflicts', { cookie })).json()).toEqual([]);
    for (const id of [owner.conflict.id, 2_147_483_647]) {
      const res = await ctx.call('POST', `/api/sync-conflicts/${id}/dismiss`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Conflict not found', code: 'not_found' });
    }
    expect((await ctx.call('GET', '/api/sync-conflicts', { cookie: owner.cookie })).json()).toHaveLength(1);
  });

  test('a bad survey filter answers 400', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', '/api/sync-conflicts?surveyId=abc', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

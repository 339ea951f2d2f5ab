import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { surveys } from '#db/schema/index.ts';
import { createSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const facility = {
  facilityName: 'Bayside Medical Center',
  facilityAddress: '77 Shore Rd, Tampa, FL',
  industryType: 'healthcare',
  contactName: 'Lee Chen',
  contactPhone: '',
  contactEmail: 'lee.chen@example.com',
  currentVendor: '',
};

async function readSurvey(id: number) {
  const [row] = await ctx.db.select().from(surveys).where(eq(surveys.id, id));
  return row;
}

describe('POST /api/surveys', () => {
  test('creates the survey in_progress for the signed-in user, blank optional fields as null', async () => {
    const { user, cookie } = await ctx.signIn();
    const res = await ctx.call('POST', '/api/surveys', { cookie, body: facility });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: user.id,
      facilityName: 'Bayside Medical Center',
      industryType: 'healthcare',
      contactPhone: null,
      currentVendor: null,
      status: 'in_progress',
    });
    expect(typeof body.id).toBe('number');
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(await readSurvey(body.id)).toMatchObject({ userId: user.id, status: 'in_progress' });
  });

  test('keeps a status that is given', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('POST', '/api/surveys', { cookie, body: { ...facility, status: 'draft' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('draft');
  });

  test('refuses a missing facility name with the spec message', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('POST', '/api/surveys', { cookie, body: { ...facility, facilityName: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Facility name is required',
      errors: { facilityName: 'Facility name is required' },
    });
  });

  test('refuses an unknown status and an invalid e-mail', async () => {
    const { cookie } = await ctx.signIn();
    const status = await ctx.call('POST', '/api/surveys', {
      cookie,
      body: { ...facility, status: 'archived' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().errors.status).toBe('Status must be draft, in_progress, completed or final');
    const email = await ctx.call('POST', '/api/surveys', {
      cookie,
      body: { ...facility, contactEmail: 'nope' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.contactEmail).toBe('Please enter a valid email');
  });
});

describe('GET /api/surveys', () => {
  test("lists only the user's surveys, newest first", async () => {
    const { user, cookie } = await ctx.signIn();
    const older = await createSurvey(ctx.db, {
      userId: user.id,
      createdAt: new Date('2025-01-05T10:00:00Z'),
    });
    const newer = await createSurvey(ctx.db, {
      userId: user.id,
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    await createSurvey(ctx.db);
    const res = await ctx.call('GET', '/api/surveys', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([newer.id, older.id]);
    expect(res.json()[0]).toMatchObject({
      facilityName: newer.facilityName,
      facilityAddress: newer.facilityAddress,
      contactEmail: newer.contactEmail,
      createdAt: '2025-03-01T10:00:00.000Z',
    });
  });

  test('reads one survey by id', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id });
    const res = await ctx.call('GET', `/api/surveys/${survey.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: survey.id, userId: user.id, status: 'in_progress' });
  });

  test('answers 404 "Survey not found" for a missing or malformed id', async () => {
    const { cookie } = await ctx.signIn();
    for (const id of ['999999999', 'abc', '0']) {
      const res = await ctx.call('GET', `/api/surveys/${id}`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    }
  });
});

describe('PUT /api/surveys/:id', () => {
  test('finalizes a survey and bumps updatedAt', async () => {
    const { user, cookie } = await ctx.signIn();
    const past = new Date('2025-01-01T00:00:00Z');
    const survey = await createSurvey(ctx.db, { userId: user.id, updatedAt: past, createdAt: past });
    const res = await ctx.call('PUT', `/api/surveys/${survey.id}`, { cookie, body: { status: 'final' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: survey.id, status: 'final', facilityName: survey.facilityName });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(past.getTime());
    expect((await readSurvey(survey.id))?.status).toBe('final');
  });

  test('updates the facility fields given and leaves the others', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id });
    const res = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
      cookie,
      body: { facilityName: 'North Plant', currentVendor: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(await readSurvey(survey.id)).toMatchObject({
      facilityName: 'North Plant',
      currentVendor: null,
      facilityAddress: survey.facilityAddress,
      contactName: survey.contactName,
    });
  });

  test('refuses an unknown status or a blank facility name and changes nothing', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id });
    const bad = await ctx.call('PUT', `/api/surveys/${survey.id}`, { cookie, body: { status: 'done' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBe('Status must be draft, in_progress, completed or final');
    const blank = await ctx.call('PUT', `/api/surveys/${survey.id}`, { cookie, body: { facilityName: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Facility name is required');
    expect(await readSurvey(survey.id)).toEqual(survey);
  });
});

describe("another user's survey", () => {
  test('answers 404 exactly like a missing one on GET, PUT and DELETE, and stays unchanged', async () => {
    const a = await ctx.signIn();
    const b = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: a.user.id });
    const calls = [
      ['GET', undefined],
      ['PUT', { status: 'final', facilityName: 'Taken over' }],
      ['DELETE', undefined],
    ] as const;
    for (const [method, body] of calls) {
      const foreign = await ctx.call(method, `/api/surveys/${survey.id}`, { cookie: b.cookie, body });
      const missing = await ctx.call(method, '/api/surveys/2147483647', { cookie: b.cookie, body });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
      expect(foreign.body).toBe(missing.body);
    }
    const list = await ctx.call('GET', '/api/surveys', { cookie: b.cookie });
    expect(list.json()).toEqual([]);
    expect(await readSurvey(survey.id)).toEqual(survey);
  });
});

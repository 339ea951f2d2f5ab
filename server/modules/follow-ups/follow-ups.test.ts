import { expect, test } from 'vitest';
import { createObservations, createSurvey, createUser } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

test("lists the user's follow-ups soonest first, undated last, skipping surveys with neither date nor tasks", async () => {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  const add = async (facilityName: string, followUpDate: string | null, followUpTasks: string | null) => {
    const survey = await createSurvey(ctx.db, { userId: user.id, facilityName });
    return createObservations(ctx.db, survey.id, { followUpDate, followUpTasks });
  };
  const undated = await add('Undated Plant', null, 'Call the engineer');
  const later = await add('Later Plant', '2031-06-01', null);
  const past = await add('Past Plant', '2020-01-15', 'Overdue retest');
  const soon = await add('Soon Plant', '2030-03-02', 'Bring test kit');
  await add('Blank Tasks Plant', null, '   ');
  await add('Nothing Plant', null, null);
  await createObservations(ctx.db, (await createSurvey(ctx.db)).id, { followUpDate: '2029-01-01' });

  const res = await ctx.call('GET', '/api/follow-ups', { cookie });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    {
      id: past.id,
      surveyId: past.surveyId,
      facilityName: 'Past Plant',
      followUpDate: '2020-01-15',
      followUpTasks: 'Overdue retest',
    },
    {
      id: soon.id,
      surveyId: soon.surveyId,
      facilityName: 'Soon Plant',
      followUpDate: '2030-03-02',
      followUpTasks: 'Bring test kit',
    },
    {
      id: later.id,
      surveyId: later.surveyId,
      facilityName: 'Later Plant',
      followUpDate: '2031-06-01',
      followUpTasks: null,
    },
    {
      id: undated.id,
      surveyId: undated.surveyId,
      facilityName: 'Undated Plant',
      followUpDate: null,
      followUpTasks: 'Call the engineer',
    },
  ]);
});

test('answers an empty list for a user without follow-ups', async () => {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  await createSurvey(ctx.db, { userId: user.id });
  const res = await ctx.call('GET', '/api/follow-ups', { cookie });
  expect(res.json()).toEqual([]);
});

import { describe, expect, test } from 'vitest';
import { createEquipment, createSurvey, createUser } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// A delete fired together with writes under the deleted row: on PostgreSQL these run truly in parallel (on
// PGlite they are serialized); every write must either land before the delete or answer 404, never 5xx.
const WRITES_PER_DELETE = 20;
const ROUNDS = 3;

const ctx = registerTestContext();

interface Race {
  /** What is deleted, by URL, given the survey and its equipment. */
  deleteUrl(ids: { surveyId: number; equipmentId: number }): string;
  post: { url: string; body(ids: { surveyId: number; equipmentId: number }, index: number): object };
}

const onSurveyDelete = (url: string, body: Race['post']['body']): Race => ({
  deleteUrl: ({ surveyId }) => `/api/surveys/${surveyId}`,
  post: { url, body },
});

const races: Record<string, Race> = {
  'equipment × survey delete': onSurveyDelete('/api/equipment', ({ surveyId }, i) => ({
    surveyId,
    type: 'chiller',
    name: `Chiller ${i}`,
  })),
  'water quality × survey delete': onSurveyDelete('/api/water-quality', ({ surveyId }, i) => ({
    surveyId,
    conductivity: 200 + i,
  })),
  'observations × survey delete': onSurveyDelete('/api/observations', ({ surveyId }, i) => ({
    surveyId,
    systemObservations: `Note ${i}`,
  })),
  'current chemicals × survey delete': onSurveyDelete('/api/current-chemicals', ({ equipmentId }, i) => ({
    equipmentId,
    name: `Inhibitor ${i}`,
  })),
  'current chemicals × equipment delete': {
    deleteUrl: ({ equipmentId }) => `/api/equipment/${equipmentId}`,
    post: {
      url: '/api/current-chemicals',
      body: ({ equipmentId }, i) => ({ equipmentId, name: `Biocide ${i}` }),
    },
  },
};

describe('writes racing a delete of their parent', () => {
  test.each(Object.entries(races))('%s: every answer is 2xx or 404, never 5xx', async (_name, race) => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const survey = await createSurvey(ctx.db, { userId: user.id });
      const item = await createEquipment(ctx.db, survey.id);
      const ids = { surveyId: survey.id, equipmentId: item.id };
      const writes = Array.from({ length: WRITES_PER_DELETE }, (_, index) =>
        ctx.call('POST', race.post.url, { cookie, body: race.post.body(ids, index) }),
      );
      // The delete goes out in the middle of the writes, so some land before it and some after.
      writes.splice(WRITES_PER_DELETE / 2, 0, ctx.call('DELETE', race.deleteUrl(ids), { cookie }));
      const answers = await Promise.all(writes);
      for (const res of answers) {
        statuses.add(res.statusCode);
        if (res.statusCode >= 400)
          expect(res.json()).toEqual({ message: expect.stringMatching(/not found/i), code: 'not_found' });
      }
      const after = await ctx.call('POST', race.post.url, { cookie, body: race.post.body(ids, 99) });
      expect(after.statusCode).toBe(404);
    }
    expect([...statuses].filter((status) => ![200, 201, 204, 404].includes(status))).toEqual([]);
  });
});

import { expect, test } from 'vitest';
import { createExampleSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

async function createDraft() {
  const { user, cookie } = await ctx.signIn();
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const res = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie, proposal: res.json() };
}

async function setStatus(cookie: string, id: number, status: string) {
  const res = await ctx.call('PUT', `/api/proposals/${id}`, { cookie, body: { status } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

test('create, mark sent, mark accepted: the detail carries the three statuses in order, with times', async () => {
  const { cookie, proposal } = await createDraft();
  expect(proposal.statusHistory).toEqual([{ status: 'draft', changedAt: proposal.createdAt }]);
  await setStatus(cookie, proposal.id, 'sent');
  const updated = await setStatus(cookie, proposal.id, 'accepted');

  const res = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const history = res.json().statusHistory as { status: string; changedAt: string }[];
  expect(history.map((change) => change.status)).toEqual(['draft', 'sent', 'accepted']);
  expect(updated.statusHistory).toEqual(history);
  const times = history.map((change) => Date.parse(change.changedAt));
  expect(times.every(Number.isFinite)).toBe(true);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  expect(history[2]!.changedAt).toBe(updated.updatedAt);
});

test('saving other fields or the same status again adds no line; a return to Draft does', async () => {
  const { cookie, proposal } = await createDraft();
  await setStatus(cookie, proposal.id, 'sent');
  await setStatus(cookie, proposal.id, 'sent');
  const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { title: 'Renamed' } });
  expect(res.json().statusHistory.map((c: { status: string }) => c.status)).toEqual(['draft', 'sent']);
  const reverted = await setStatus(cookie, proposal.id, 'draft');
  expect(reverted.statusHistory.map((c: { status: string }) => c.status)).toEqual(['draft', 'sent', 'draft']);
});

test('a proposal created as sent starts its history there; lists leave the history out', async () => {
  const { user, cookie } = await ctx.signIn();
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const res = await ctx.call('POST', '/api/proposals', {
    cookie,
    body: { surveyId: survey.id, status: 'sent' },
  });
  expect(res.json().statusHistory.map((c: { status: string }) => c.status)).toEqual(['sent']);
  const list = await ctx.call('GET', '/api/proposals', { cookie });
  expect(list.json()).toHaveLength(1);
  expect(list.json()[0]).not.toHaveProperty('statusHistory');
});

test('another user sees neither the proposal nor its history', async () => {
  const { proposal } = await createDraft();
  const { cookie: otherCookie } = await ctx.signIn();
  const res = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie: otherCookie });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('statusHistory');
});

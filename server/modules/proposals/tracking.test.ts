import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { proposalStatusChanges } from '#db/schema/index.ts';
import { createExampleSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// The proposals list carries each proposal's opens and the customer's answer; `answeredWithinDays` finds the
// proposals the customer answered lately, for the dashboard's Active Proposals (docs/decisions/040).

const ctx = registerTestContext();

const CONTENT = '## Executive Summary\n\nWe propose a scale and corrosion program for the cooling tower.';

async function writtenProposal(cookie: string, userId: string) {
  const { survey } = await createExampleSurvey(ctx.db, userId);
  const created = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
  const id = created.json().id as number;
  const put = await ctx.call('PUT', `/api/proposals/${id}`, { cookie, body: { proposalContent: CONTENT } });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

async function share(cookie: string, id: number): Promise<string> {
  const res = await ctx.call('POST', `/api/proposals/${id}/share`, { cookie, body: {} });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().url as string).split('/p/')[1]!;
}

const openPage = (token: string) =>
  ctx.call('GET', `/api/public/proposals/${token}`, { remoteAddress: '203.0.113.9' });

async function list(cookie: string, query = '') {
  const res = await ctx.call('GET', `/api/proposals${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; status: string; tracking?: Record<string, unknown> }[];
}

describe('tracking on the proposals list', () => {
  test('each proposal carries its opens: none before a link, "not opened", then times, first and last', async () => {
    const { user, cookie } = await ctx.signIn();
    const draft = await writtenProposal(cookie, user.id);
    const shared = await writtenProposal(cookie, user.id);
    const token = await share(cookie, shared);

    let rows = await list(cookie);
    expect(rows.find((r) => r.id === draft)!.tracking).toEqual({
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      shared: false,
      customerAnswer: null,
    });
    expect(rows.find((r) => r.id === shared)!.tracking).toMatchObject({ openCount: 0, shared: true });

    expect((await openPage(token)).statusCode).toBe(200);
    expect((await openPage(token)).statusCode).toBe(200);
    // A second link counts with the first.
    const second = await share(cookie, shared);
    expect((await openPage(second)).statusCode).toBe(200);

    rows = await list(cookie);
    const tracking = rows.find((r) => r.id === shared)!.tracking as Record<string, string | number>;
    expect(tracking.openCount).toBe(3);
    expect(Date.parse(tracking.firstOpenedAt as string)).toBeLessThanOrEqual(
      Date.parse(tracking.lastOpenedAt as string),
    );
    // The detail page's tracking says the same.
    const one = (await ctx.call('GET', `/api/proposals/${shared}`, { cookie })).json();
    expect(one.tracking).toEqual(tracking);
    expect(one.sharing.openCount).toBe(3);
  });

  test("the customer's answer: on the list while it is the status; answeredWithinDays finds the recent ones", async () => {
    const { user, cookie } = await ctx.signIn();
    const accepted = await writtenProposal(cookie, user.id);
    const declined = await writtenProposal(cookie, user.id);
    const repAccepted = await writtenProposal(cookie, user.id);
    const open = await writtenProposal(cookie, user.id);
    const acceptToken = await share(cookie, accepted);
    const declineToken = await share(cookie, declined);
    await share(cookie, open);
    const ok = await ctx.call('POST', `/api/public/proposals/${acceptToken}/accept`, {
      body: { name: 'Pat Customer', title: 'Facilities Director', agree: true },
      remoteAddress: '203.0.113.9',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const no = await ctx.call('POST', `/api/public/proposals/${declineToken}/decline`, {
      body: { reason: 'Budget' },
      remoteAddress: '203.0.113.9',
    });
    expect(no.statusCode, no.body).toBe(200);
    // The rep marks one Accepted by hand: not the customer's answer.
    const byRep = await ctx.call('PUT', `/api/proposals/${repAccepted}`, {
      cookie,
      body: { status: 'accepted' },
    });
    expect(byRep.statusCode, byRep.body).toBe(200);

    const rows = await list(cookie);
    const answerOf = (id: number) => rows.find((r) => r.id === id)!.tracking!.customerAnswer;
    expect(answerOf(accepted)).toMatchObject({ status: 'accepted', name: 'Pat Customer' });
    expect(answerOf(declined)).toMatchObject({ status: 'rejected', name: null });
    expect(answerOf(repAccepted)).toBeNull();
    expect(answerOf(open)).toBeNull();

    const recent = await list(cookie, '?answeredWithinDays=14');
    expect(recent.map((r) => r.id).sort()).toEqual([accepted, declined].sort());

    // An answer older than the window drops out.
    await ctx.db
      .update(proposalStatusChanges)
      .set({ changedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(proposalStatusChanges.proposalId, declined));
    expect((await list(cookie, '?answeredWithinDays=14')).map((r) => r.id)).toEqual([accepted]);

    // The rep changing the status afterwards takes it off: the answer is no longer the status.
    const back = await ctx.call('PUT', `/api/proposals/${accepted}`, { cookie, body: { status: 'sent' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await list(cookie, '?answeredWithinDays=14')).toEqual([]);
  });

  test('answeredWithinDays must be a whole number from 1 to 90; another user sees none of it', async () => {
    const { cookie } = await ctx.signIn();
    for (const bad of ['0', '91', '1.5', 'soon']) {
      const res = await ctx.call('GET', `/api/proposals?answeredWithinDays=${bad}`, { cookie });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('answeredWithinDays must be a whole number from 1 to 90');
    }
    const { user: other, cookie: otherCookie } = await ctx.signIn();
    const id = await writtenProposal(otherCookie, other.id);
    await share(otherCookie, id);
    expect(await list(cookie, '?answeredWithinDays=90')).toEqual([]);
    expect(await list(cookie)).toEqual([]);
  });
});

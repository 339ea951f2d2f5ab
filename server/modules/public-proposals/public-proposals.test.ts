import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { proposalShares } from '#db/schema/index.ts';
import {
  CHANGED_SINCE_SENT_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_REVOKED_MESSAGE,
} from '#shared/schemas/proposal-sharing.ts';
import { createExampleSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const CONTENT = '## Executive Summary\n\nWe propose a scale and corrosion program for the cooling tower.';
const BROWSER = 'Mozilla/5.0 (Test) Customer';

/** A rep with a company, and a proposal with written text. */
async function writtenProposal() {
  const { user, cookie } = await ctx.signIn({ firstName: 'Rita', lastName: 'Rep' });
  const company = await ctx.call('PUT', '/api/settings/company', {
    cookie,
    body: { name: 'Clearwater Services', phone: '555-010-2000' },
  });
  expect(company.statusCode, company.body).toBe(200);
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const created = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
  const id = created.json().id as number;
  const put = await ctx.call('PUT', `/api/proposals/${id}`, { cookie, body: { proposalContent: CONTENT } });
  expect(put.statusCode, put.body).toBe(200);
  return { user, cookie, id, surveyId: survey.id };
}

async function share(cookie: string, id: number, body: object = {}) {
  const res = await ctx.call('POST', `/api/proposals/${id}/share`, { cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  const { url, expiresAt } = res.json() as { url: string; expiresAt: string };
  return { url, expiresAt, token: url.split('/p/')[1]! };
}

const open = (token: string, remoteAddress = '203.0.113.7') =>
  ctx.call('GET', `/api/public/proposals/${token}`, { remoteAddress });
const accept = (token: string, body: object, remoteAddress = '203.0.113.7') =>
  ctx.call('POST', `/api/public/proposals/${token}/accept`, {
    body,
    remoteAddress,
    headers: { 'user-agent': BROWSER },
  });
const detail = async (cookie: string, id: number) =>
  (await ctx.call('GET', `/api/proposals/${id}`, { cookie })).json();

describe('the share link', () => {
  test('shares a proposal: the link works 30 days, the token is stored hashed, the proposal becomes Sent', async () => {
    const { cookie, id } = await writtenProposal();
    const before = Date.now();
    const link = await share(cookie, id);
    expect(link.url).toMatch(/^http:\/\/localhost:5000\/p\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const [row] = await ctx.db.select().from(proposalShares).where(eq(proposalShares.proposalId, id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const proposal = await detail(cookie, id);
    expect(proposal.status).toBe('sent');
    expect(proposal.sharing.activeLinkExpiresAt).toBe(link.expiresAt);
  });

  test('the public page shows the proposal and the company, nothing else, never indexed; opens are counted', async () => {
    const { cookie, id, user, surveyId } = await writtenProposal();
    const { token } = await share(cookie, id, { expiresInDays: 7 });
    const first = await open(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = first.json();
    expect(body.company.name).toBe('Clearwater Services');
    expect(body.rep.name).toBe('Rita Rep');
    expect(body.content).toBe(CONTENT);
    expect(body.canRespond).toBe(true);
    // No ids of the rep's records, nothing of the account beyond the rep's name, title and e-mail.
    expect(Object.keys(body).sort()).toEqual(
      [
        'acceptance',
        'canRespond',
        'changedSinceSent',
        'company',
        'content',
        'declinedAt',
        'linkExpiresAt',
        'proposalDate',
        'rep',
        'status',
        'title',
        'totalAnnualCost',
        'validUntil',
      ].sort(),
    );
    expect(first.body).not.toContain(user.id);
    expect(first.body).not.toMatch(/"(id|surveyId|proposalId)"/);
    expect(first.body).not.toContain(`"${surveyId}"`);
    await open(token);
    const { sharing } = await detail(cookie, id);
    expect(sharing.openCount).toBe(2);
    expect(Date.parse(sharing.lastOpenedAt)).toBeGreaterThanOrEqual(Date.parse(sharing.firstOpenedAt));
    const pdf = await ctx.call('GET', `/api/public/proposals/${token}/proposal.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a revoked link answers 410 in plain words; a new link revokes the old one', async () => {
    const { cookie, id } = await writtenProposal();
    const { token } = await share(cookie, id);
    const revoke = await ctx.call('DELETE', `/api/proposals/${id}/share`, { cookie });
    expect(revoke.statusCode).toBe(204);
    const gone = await open(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ message: LINK_REVOKED_MESSAGE, code: 'gone' });
    expect((await accept(token, { name: 'Pat', agree: true })).statusCode).toBe(410);
    const second = await share(cookie, id);
    const third = await share(cookie, id);
    expect((await open(second.token)).statusCode).toBe(410);
    expect((await open(third.token)).statusCode).toBe(200);
    expect((await detail(cookie, id)).sharing.activeLinkExpiresAt).toBe(third.expiresAt);
  });

  test('an expired link answers 410 saying it expired; an unknown token 404', async () => {
    const { cookie, id } = await writtenProposal();
    const { token } = await share(cookie, id, { expiresInDays: 1 });
    await ctx.db
      .update(proposalShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposalShares.proposalId, id));
    const res = await open(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(LINK_EXPIRED_MESSAGE);
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await detail(cookie, id)).sharing.activeLinkExpiresAt).toBeNull();
  });

  test('bad days, no written text, and another user’s proposal are refused', async () => {
    const { cookie, id } = await writtenProposal();
    const bad = await ctx.call('POST', `/api/proposals/${id}/share`, { cookie, body: { expiresInDays: 0 } });
    expect(bad.statusCode).toBe(400);
    const other = await ctx.signIn();
    expect((await ctx.call('POST', `/api/proposals/${id}/share`, { cookie: other.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.call('DELETE', `/api/proposals/${id}/share`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    const { survey } = await createExampleSurvey(ctx.db, other.user.id);
    const empty = await ctx.call('POST', '/api/proposals', {
      cookie: other.cookie,
      body: { surveyId: survey.id },
    });
    const refused = await ctx.call('POST', `/api/proposals/${empty.json().id}/share`, {
      cookie: other.cookie,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no written content/);
  });
});

describe('the customer’s answer', () => {
  test('accepting records who, when, address and browser; a second accept changes nothing', async () => {
    const { cookie, id } = await writtenProposal();
    const { token } = await share(cookie, id);
    const unticked = await accept(token, { name: 'Pat Customer', title: 'Facilities Manager' });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors.agree).toMatch(/I agree to this proposal/);
    const nameless = await accept(token, { name: '  ', agree: true });
    expect(nameless.json().errors.name).toBe('Full name is required');

    const res = await accept(token, { name: 'Pat Customer', title: 'Facilities Manager', agree: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'accepted',
      canRespond: false,
      acceptance: { name: 'Pat Customer', title: 'Facilities Manager' },
    });
    const after = await detail(cookie, id);
    expect(after.status).toBe('accepted');
    const last = after.statusHistory.at(-1);
    expect(last).toMatchObject({
      status: 'accepted',
      byName: 'Pat Customer',
      byTitle: 'Facilities Manager',
      ipAddress: '203.0.113.7',
      userAgent: BROWSER,
    });
    expect(last.changedAt).toBe(res.json().acceptance.at);

    const again = await accept(token, { name: 'Someone Else', agree: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().acceptance.name).toBe('Pat Customer');
    expect((await detail(cookie, id)).statusHistory).toEqual(after.statusHistory);
    const decline = await ctx.call('POST', `/api/public/proposals/${token}/decline`, { body: {} });
    expect(decline.statusCode).toBe(409);
  });

  test('declining with a reason sets Rejected and keeps the reason', async () => {
    const { cookie, id } = await writtenProposal();
    const { token } = await share(cookie, id);
    const res = await ctx.call('POST', `/api/public/proposals/${token}/decline`, {
      body: { reason: 'Budget moved to next year' },
      remoteAddress: '198.51.100.4',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');
    expect(res.json().declinedAt).toEqual(expect.any(String));
    const last = (await detail(cookie, id)).statusHistory.at(-1);
    expect(last).toMatchObject({
      status: 'rejected',
      note: 'Budget moved to next year',
      ipAddress: '198.51.100.4',
    });
    expect((await accept(token, { name: 'Pat', agree: true })).statusCode).toBe(409);
  });

  test('a proposal edited after sending cannot be accepted until it is sent again', async () => {
    const { cookie, id } = await writtenProposal();
    const first = await share(cookie, id);
    const edit = await ctx.call('PUT', `/api/proposals/${id}`, {
      cookie,
      body: { proposalContent: `${CONTENT}\n\nA new paragraph.` },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().status).toBe('sent');
    const page = (await open(first.token)).json();
    expect(page).toMatchObject({ canRespond: false, changedSinceSent: true });
    const refused = await accept(first.token, { name: 'Pat', agree: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHANGED_SINCE_SENT_MESSAGE);
    expect((await detail(cookie, id)).status).toBe('sent');

    const second = await share(cookie, id);
    expect((await accept(second.token, { name: 'Pat', agree: true })).statusCode).toBe(200);
  });

  test('the public routes are rate-limited per address', async () => {
    const { cookie, id } = await writtenProposal();
    const { token } = await share(cookie, id);
    const address = '192.0.2.55';
    for (let i = 0; i < 20; i++) {
      const res = await accept(token, { name: 'Pat' }, address);
      expect(res.statusCode).toBe(400);
    }
    const limited = await accept(token, { name: 'Pat', agree: true }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    // Another address is not held up, and the refused accept changed nothing.
    expect((await open(token)).json().status).toBe('sent');
  });
});

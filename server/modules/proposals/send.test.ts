import { afterAll, beforeAll, expect, test } from 'vitest';
import { createExampleSurvey } from '../../../tests/factories/index.ts';
import { extractText } from '../../../tests/helpers/pdf-text.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/mail/smtp-inbox.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

// Sending a proposal through a real SMTP server (decision 040): the PDF attached and read back, the link to the
// public page in the message, from the company's name with replies to the rep.
let ctx: TestContext;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestContext({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const CONTENT = '## Executive Summary\n\nA scale and corrosion program for the Riverside cooling tower.';

let reps = 0;

async function writtenProposal(email = `rita${++reps}@clearwater.example`) {
  const { user, cookie } = await ctx.signIn({
    firstName: 'Rita',
    lastName: 'Rep',
    email,
  });
  await ctx.call('PUT', '/api/settings/company', {
    cookie,
    body: { name: 'Clearwater Services', brandColor: '#1d4ed8' },
  });
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const created = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
  const id = created.json().id as number;
  await ctx.call('PUT', `/api/proposals/${id}`, {
    cookie,
    body: { proposalContent: CONTENT, title: 'Riverside Water Treatment Program' },
  });
  return { cookie, id };
}

test('sends the proposal PDF and the survey report to several recipients, with the link; status Sent, history kept', async () => {
  const { cookie, id } = await writtenProposal();
  const res = await ctx.call('POST', `/api/proposals/${id}/send`, {
    cookie,
    body: {
      to: ['facilities@riverside.example', 'buyer@riverside.example'],
      subject: 'Your water treatment proposal',
      message: 'Hello Pat,\n\nHere is the program we discussed.',
      includeReport: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json();
  expect(result.delivered).toBe(true);

  const mail = await inbox.next();
  expect(mail.subject).toBe('Your water treatment proposal');
  expect(mail.from?.value[0]).toEqual({ name: 'Clearwater Services', address: 'no-reply@aquasurvey.pro' });
  expect(mail.replyTo?.value[0]?.address).toBe('rita1@clearwater.example');
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : []).toEqual([
    'facilities@riverside.example',
    'buyer@riverside.example',
  ]);
  expect(mail.text).toContain('Here is the program we discussed.');
  expect(mail.text).toContain(result.link.url);
  expect(String(mail.html)).toContain(`href="${result.link.url}"`);
  // The button wears the rep's brand colour, not the product's.
  expect(String(mail.html)).toContain('background:#1d4ed8;');
  expect(mail.headers.get('auto-submitted')).toBeUndefined();
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/pdf']);
  const proposalText = await extractText(mail.attachments[0]!.content);
  expect(proposalText).toContain('Riverside Water Treatment Program');
  expect(proposalText).toContain('Clearwater Services');
  const reportText = await extractText(mail.attachments[1]!.content);
  expect(reportText).toContain('Facility Survey Report');

  const detail = (await ctx.call('GET', `/api/proposals/${id}`, { cookie })).json();
  expect(detail.status).toBe('sent');
  expect(detail.statusHistory.at(-1)).toMatchObject({ status: 'sent', changedAt: result.sentAt });
  expect(detail.sharing.sends).toEqual([
    {
      recipients: ['facilities@riverside.example', 'buyer@riverside.example'],
      subject: 'Your water treatment proposal',
      includeReport: true,
      delivered: true,
      sentAt: result.sentAt,
    },
  ]);
  // The e-mailed link opens the public page.
  const token = result.link.url.split('/p/')[1];
  const page = await ctx.call('GET', `/api/public/proposals/${token}`);
  expect(page.json()).toMatchObject({ title: 'Riverside Water Treatment Program', canRespond: true });
});

test('bad recipients and a missing subject are refused with field messages; nothing is sent', async () => {
  const { cookie, id } = await writtenProposal();
  const res = await ctx.call('POST', `/api/proposals/${id}/send`, {
    cookie,
    body: { to: ['not-an-address'], subject: ' ' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toMatchObject({
    'to.0': 'Please enter a valid email',
    subject: 'Subject is required',
  });
  const none = await ctx.call('POST', `/api/proposals/${id}/send`, {
    cookie,
    body: { to: [], subject: 'x' },
  });
  expect(none.json().errors.to).toBe('At least one recipient is required');
  expect(inbox.messages.length).toBe(1);
  const detail = (await ctx.call('GET', `/api/proposals/${id}`, { cookie })).json();
  expect(detail.status).toBe('draft');
  expect(detail.sharing.sends).toEqual([]);
});

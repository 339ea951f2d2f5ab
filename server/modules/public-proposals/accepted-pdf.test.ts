import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { proposalAcceptances } from '#db/schema/index.ts';
import { createExampleSurvey } from '../../../tests/factories/index.ts';
import { extractText } from '../../../tests/helpers/pdf-text.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// The accepted proposal as a signed record (decision 040), checked with poppler's pdfsig as a PDF reader would.
const ctx = registerTestContext();

const run = promisify(execFile);

/** pdfsig's report on the PDF's signatures (its exit status says nothing we need). */
async function pdfsig(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'aqs-sig-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, pdf);
    try {
      return (await run('pdfsig', [file])).stdout;
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('accepting makes a signed PDF with the audit trail; any changed byte breaks the signature', async () => {
  const { user, cookie } = await ctx.signIn({ firstName: 'Rita', lastName: 'Rep' });
  await ctx.call('PUT', '/api/settings/company', { cookie, body: { name: 'Clearwater Services' } });
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const id = (await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } })).json().id;
  await ctx.call('PUT', `/api/proposals/${id}`, {
    cookie,
    body: { proposalContent: '## Executive Summary\n\nThe program as agreed.' },
  });
  expect((await ctx.call('GET', `/api/proposals/${id}/accepted.pdf`, { cookie })).statusCode).toBe(404);
  const url = (await ctx.call('POST', `/api/proposals/${id}/share`, { cookie, body: {} })).json()
    .url as string;
  const token = url.split('/p/')[1]!;
  await ctx.call('GET', `/api/public/proposals/${token}`, { remoteAddress: '203.0.113.9' });
  const accept = await ctx.call('POST', `/api/public/proposals/${token}/accept`, {
    body: { name: 'Pat Customer', title: 'Facilities Director', agree: true },
    remoteAddress: '203.0.113.9',
    headers: { 'user-agent': 'Mozilla/5.0 (Test) Customer' },
  });
  expect(accept.statusCode, accept.body).toBe(200);

  const rep = await ctx.call('GET', `/api/proposals/${id}/accepted.pdf`, { cookie });
  expect(rep.statusCode).toBe(200);
  expect(rep.headers['content-type']).toBe('application/pdf');
  const pdf = rep.rawPayload;
  const customer = await ctx.call('GET', `/api/public/proposals/${token}/accepted.pdf`);
  expect(customer.rawPayload.equals(pdf)).toBe(true);
  // Another user cannot read it.
  const other = await ctx.signIn();
  expect(
    (await ctx.call('GET', `/api/proposals/${id}/accepted.pdf`, { cookie: other.cookie })).statusCode,
  ).toBe(404);

  const text = await extractText(pdf);
  expect(text).toContain('Certificate of Acceptance');
  expect(text.replace(/\s+/g, ' ')).toContain('issuer unknown');
  expect(text).toContain('Pat Customer, Facilities Director');
  expect(text).toContain('203.0.113.9');
  expect(text).toContain('Mozilla/5.0 (Test) Customer');
  expect(text).toMatch(/Opened 1 time; first \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  expect(text).toContain('The program as agreed.');

  const report = await pdfsig(pdf);
  expect(report).toContain('Signature Type: adbe.pkcs7.detached');
  expect(report).toContain('Total document signed');
  expect(report).toContain('Signature Validation: Signature is Valid.');

  // Change one byte of the proposal's text inside the signed range: the signature no longer holds.
  const tampered = Buffer.from(pdf);
  const at = tampered.indexOf('/Producer');
  expect(at).toBeGreaterThan(0);
  tampered[at + 2] = tampered[at + 2] === 0x72 ? 0x52 : 0x72;
  expect(await pdfsig(tampered)).not.toContain('Signature is Valid.');

  // Edits after acceptance do not change the record: it is the proposal as accepted.
  await ctx.call('PUT', `/api/proposals/${id}`, {
    cookie,
    body: { proposalContent: '## Changed\n\nNew text.' },
  });
  const again = await ctx.call('GET', `/api/proposals/${id}/accepted.pdf`, { cookie });
  expect(again.rawPayload.equals(pdf)).toBe(true);
}, 60_000);

test('a record that could not be made at acceptance is made on its first download', async () => {
  const { user, cookie } = await ctx.signIn();
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const id = (await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } })).json().id;
  await ctx.call('PUT', `/api/proposals/${id}`, { cookie, body: { proposalContent: 'The program.' } });
  const url = (await ctx.call('POST', `/api/proposals/${id}/share`, { cookie, body: {} })).json()
    .url as string;
  const token = url.split('/p/')[1]!;
  await ctx.call('POST', `/api/public/proposals/${token}/accept`, { body: { name: 'Pat', agree: true } });
  await ctx.db.delete(proposalAcceptances).where(eq(proposalAcceptances.proposalId, id));
  const res = await ctx.call('GET', `/api/public/proposals/${token}/accepted.pdf`);
  expect(res.statusCode).toBe(200);
  expect(await pdfsig(res.rawPayload)).toContain('Signature is Valid.');
}, 60_000);

import { expect, test } from 'vitest';
import { EXPECTED_REQUIREMENTS } from '../../../tests/fixtures/rfp/expected-analysis.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { registerLocalS3 } from '../../../tests/helpers/local-s3.ts';
import { analyzeRfpCall, createRfpOwner } from '../../../tests/helpers/rfp.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// With S3 the browser PUTs straight to the bucket: the app's first look at the bytes is the analysis.
const s3 = registerLocalS3('aqs-test-rfps');
const ctx = registerTestContext(s3.env);

async function uploadToBucket(cookie: string, bytes: Buffer) {
  const res = await ctx.call('POST', '/api/objects/upload', {
    cookie,
    body: { size: bytes.length, fileName: 'rfp' },
  });
  expect(res.statusCode).toBe(200);
  const uploadURL: string = res.json().uploadURL;
  expect(uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/rfps/`)).toBe(true);
  const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return uploadURL.split('?')[0]!;
}

test('an RFP PUT to the bucket is checked, stored and analysed; its owner is redirected to it, others get 404', async () => {
  const owner = await createRfpOwner(ctx);
  const fileUrl = await uploadToBucket(owner.cookie, readRfpFixture('docx'));
  const res = await analyzeRfpCall(ctx, owner.cookie, { fileUrl, proposalId: owner.proposal.id });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().analysis).toMatchObject({
    source: 'docx',
    totalRequirements: EXPECTED_REQUIREMENTS.length,
  });
  const served = res.json().fileUrl as string;
  const mine = await ctx.call('GET', served, { cookie: owner.cookie });
  expect(mine.statusCode).toBe(302);
  const download = await fetch(mine.headers.location as string);
  expect(download.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  expect(Buffer.from(await download.arrayBuffer()).equals(readRfpFixture('docx'))).toBe(true);
  const other = await createRfpOwner(ctx);
  expect((await ctx.call('GET', served, { cookie: other.cookie })).statusCode).toBe(404);
});

test('a renamed executable PUT to the bucket is refused with 415 when analysed', async () => {
  const owner = await createRfpOwner(ctx);
  const fileUrl = await uploadToBucket(owner.cookie, readRfpFixture('executable'));
  const res = await analyzeRfpCall(ctx, owner.cookie, { fileUrl, proposalId: owner.proposal.id });
  expect(res.statusCode).toBe(415);
  expect(res.json().message).toBe('Only PDF, Word (.docx) or plain text files are accepted');
});

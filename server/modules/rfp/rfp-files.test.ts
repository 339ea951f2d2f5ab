import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { uploadKeyFor } from '#server/adapters/storage/keys.ts';
import { storedObjects } from '../../../db/schema/index.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { filePathOf, keyOf, putBytes, registerDiskContext } from '../../../tests/helpers/photos.ts';
import {
  analyzeRfpCall,
  createRfpOwner,
  requestRfpUploadUrl,
  uploadRfp,
} from '../../../tests/helpers/rfp.ts';

const env = registerDiskContext();
const REFUSAL = 'Only PDF, Word (.docx) or plain text files are accepted';

async function storedObjectOf(key: string) {
  const [row] = await env.ctx.db.select().from(storedObjects).where(eq(storedObjects.key, key));
  return row;
}

describe('POST /api/objects/upload', () => {
  test('gives a one-time link for an RFP of a declared size, kept under rfps/<user>', async () => {
    const { ctx } = env;
    const { user, cookie } = await createRfpOwner(ctx);
    const uploadURL = await requestRfpUploadUrl(ctx, cookie, Buffer.alloc(5000));
    expect(uploadURL).toMatch(
      new RegExp(`^/api/objects/uploads/rfps/${user.id}/[0-9a-f-]+\\?expires=\\d+&size=5000&signature=`),
    );
    expect(await storedObjectOf(keyOf(uploadURL).replace('uploads/', ''))).toMatchObject({
      userId: user.id,
      kind: 'rfp',
      uploadedAt: null,
    });
  });

  test('refuses a file over 10,485,760 bytes, a missing size and an empty file with 400', async () => {
    const { ctx } = env;
    const { cookie } = await createRfpOwner(ctx);
    const upload = (body: object) => ctx.call('POST', '/api/objects/upload', { cookie, body });
    const large = await upload({ size: 10_485_761, fileName: 'huge.pdf' });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('huge.pdf is too large (max 10MB)');
    expect((await upload({ size: 10_485_760 })).statusCode).toBe(200);
    expect((await upload({})).json().errors).toEqual({ size: 'Size is required' });
    expect((await upload({ size: 0 })).json().errors).toEqual({ size: 'The file is empty' });
  });

  test('the upload route accepts PDF, Word and text and refuses a renamed executable with 415', async () => {
    const { ctx } = env;
    const { cookie } = await createRfpOwner(ctx);
    for (const kind of ['pdf', 'docx', 'text', 'scanned'] as const)
      await uploadRfp(ctx, cookie, readRfpFixture(kind));
    const executable = readRfpFixture('executable');
    const uploadURL = await requestRfpUploadUrl(ctx, cookie, executable, 'rfp.pdf');
    const put = await putBytes(ctx, uploadURL, executable, 'application/pdf');
    expect(put.statusCode).toBe(415);
    expect(put.json()).toMatchObject({ message: REFUSAL, code: 'unsupported_media_type' });
  });
});

describe('bytes checked when an RFP is first analysed (S3 uploads never pass through the app)', () => {
  test.each([
    ['a renamed executable', readRfpFixture('executable')],
    ['a shell script', Buffer.from('#!/bin/sh\necho "The contractor shall pay"\n')],
    ['a ZIP that is not a Word document', Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1')],
  ])('%s is refused with 415, its upload deleted and its link given back', async (_name, bytes) => {
    const { ctx, dataDir } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const uploadURL = await requestRfpUploadUrl(ctx, cookie, bytes);
    const key = keyOf(uploadURL).replace('uploads/', '');
    // As an S3 presigned PUT would leave it: bytes in the upload slot, nothing checked yet.
    await ctx.deps.storage.writeFile(uploadKeyFor(key), bytes);
    const res = await analyzeRfpCall(ctx, cookie, {
      fileUrl: uploadURL.split('?')[0]!,
      proposalId: proposal.id,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(REFUSAL);
    expect(existsSync(filePathOf(dataDir, uploadKeyFor(key)))).toBe(false);
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
    expect(await storedObjectOf(key)).toMatchObject({ uploadedAt: null, contentType: null });
    const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(stored).toMatchObject({ rfpFileUrl: null, rfpAnalysis: null });
  });
});

describe('RFP files belong to their owner', () => {
  test('the owner reads the file; another user gets 404 for the file, its analysis and its proposal', async () => {
    const { ctx } = env;
    const owner = await createRfpOwner(ctx);
    const pdf = readRfpFixture('pdf');
    const uploaded = await uploadRfp(ctx, owner.cookie, pdf);
    const analysed = await analyzeRfpCall(ctx, owner.cookie, {
      fileUrl: uploaded,
      proposalId: owner.proposal.id,
    });
    const fileUrl = analysed.json().fileUrl as string;

    const mine = await ctx.call('GET', fileUrl, { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(pdf)).toBe(true);

    const other = await createRfpOwner(ctx);
    const theirs = await ctx.call('GET', fileUrl, { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('File not found');
    for (const url of [fileUrl, uploaded]) {
      const res = await analyzeRfpCall(ctx, other.cookie, { fileUrl: url, proposalId: other.proposal.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('File not found');
    }
    // The owner's file cannot be stored on someone else's proposal either.
    const foreignProposal = await analyzeRfpCall(ctx, owner.cookie, {
      fileUrl,
      proposalId: other.proposal.id,
    });
    expect(foreignProposal.statusCode).toBe(404);
    expect(foreignProposal.json().message).toBe('Proposal not found');
    const untouched = (
      await ctx.call('GET', `/api/proposals/${other.proposal.id}`, { cookie: other.cookie })
    ).json();
    expect(untouched).toMatchObject({ rfpFileUrl: null, rfpAnalysis: null });
  });
});

describe('deleting', () => {
  test('deleting the proposal deletes its RFP file', async () => {
    const { ctx, dataDir } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const uploaded = await uploadRfp(ctx, cookie, readRfpFixture('docx'), 'rfp.docx');
    const fileUrl = (await analyzeRfpCall(ctx, cookie, { fileUrl: uploaded, proposalId: proposal.id })).json()
      .fileUrl as string;
    const key = fileUrl.replace('/api/objects/', '');
    expect(existsSync(filePathOf(dataDir, key))).toBe(true);

    expect((await ctx.call('DELETE', `/api/proposals/${proposal.id}`, { cookie })).statusCode).toBe(204);
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
    expect(await storedObjectOf(key)).toBeUndefined();
    expect((await ctx.call('GET', fileUrl, { cookie })).statusCode).toBe(404);
  });

  test("deleting the survey deletes its proposal's RFP file", async () => {
    const { ctx, dataDir } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const uploaded = await uploadRfp(ctx, cookie, readRfpFixture('text'), 'rfp.txt');
    const fileUrl = (await analyzeRfpCall(ctx, cookie, { fileUrl: uploaded, proposalId: proposal.id })).json()
      .fileUrl as string;
    const key = fileUrl.replace('/api/objects/', '');
    expect(existsSync(filePathOf(dataDir, key))).toBe(true);

    expect((await ctx.call('DELETE', `/api/surveys/${proposal.surveyId}`, { cookie })).statusCode).toBe(204);
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
    expect(await storedObjectOf(key)).toBeUndefined();
  });

  test('a new RFP for the proposal replaces the old one, whose file is deleted', async () => {
    const { ctx, dataDir } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const first = await uploadRfp(ctx, cookie, readRfpFixture('text'), 'first.txt');
    const firstUrl = (await analyzeRfpCall(ctx, cookie, { fileUrl: first, proposalId: proposal.id })).json()
      .fileUrl;
    const second = await uploadRfp(ctx, cookie, readRfpFixture('pdf'), 'second.pdf');
    const res = await analyzeRfpCall(ctx, cookie, {
      fileUrl: second,
      proposalId: proposal.id,
      fileName: 'second.pdf',
    });
    expect(res.statusCode).toBe(200);
    const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(stored).toMatchObject({ rfpFileUrl: res.json().fileUrl, rfpFileName: 'second.pdf' });
    expect(stored.rfpAnalysis.source).toBe('pdf');
    expect(existsSync(filePathOf(dataDir, firstUrl.replace('/api/objects/', '')))).toBe(false);
  });

  test('RFP uploads no proposal names are swept a day later, when the user next asks for an upload link', async () => {
    const { ctx, dataDir } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const kept = await uploadRfp(ctx, cookie, readRfpFixture('text'));
    const keptUrl = (await analyzeRfpCall(ctx, cookie, { fileUrl: kept, proposalId: proposal.id })).json()
      .fileUrl;
    const abandoned = await uploadRfp(ctx, cookie, readRfpFixture('text'));
    const abandonedKey = keyOf(abandoned).replace('uploads/', '');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await ctx.db.update(storedObjects).set({ createdAt: twoDaysAgo });

    await requestRfpUploadUrl(ctx, cookie, Buffer.alloc(10));
    expect(await storedObjectOf(abandonedKey)).toBeUndefined();
    expect(existsSync(filePathOf(dataDir, uploadKeyFor(abandonedKey)))).toBe(false);
    expect(await storedObjectOf(keptUrl.replace('/api/objects/', ''))).toBeDefined();
  });
});

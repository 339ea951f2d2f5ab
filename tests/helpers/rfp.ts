import { expect } from 'vitest';
import { createProposal } from '../factories/index.ts';
import type { TestContext } from '../setup/test-app.ts';
import { putBytes } from './photos.ts';

/** A signed-in subscriber with a saved proposal (on a final survey of their own). */
export async function createRfpOwner(ctx: TestContext) {
  const { user, cookie } = await ctx.signIn();
  const proposal = await createProposal(ctx.db, { userId: user.id });
  return { user, cookie, proposal };
}

/** Asks for an RFP upload link (POST /api/objects/upload) for these bytes. */
export async function requestRfpUploadUrl(
  ctx: TestContext,
  cookie: string,
  bytes: Buffer,
  fileName = 'rfp.pdf',
) {
  const res = await ctx.call('POST', '/api/objects/upload', {
    cookie,
    body: { size: bytes.length, fileName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploadURL as string;
}

/** Uploads an RFP the way the browser does; answers the stored URL (the upload URL without its query). */
export async function uploadRfp(ctx: TestContext, cookie: string, bytes: Buffer, fileName = 'rfp.pdf') {
  const uploadURL = await requestRfpUploadUrl(ctx, cookie, bytes, fileName);
  const put = await putBytes(ctx, uploadURL, bytes, 'application/octet-stream');
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL.split('?')[0]!;
}

/** POST /api/analyze-rfp. */
export function analyzeRfpCall(
  ctx: TestContext,
  cookie: string,
  body: { fileUrl: string; proposalId?: number; fileName?: string },
) {
  return ctx.call('POST', '/api/analyze-rfp', { cookie, body });
}

import { analyzeRfp } from '../../server/modules/rfp/analyze-rfp.ts';
import { createRfpReaderPool } from '../../server/modules/rfp/rfp-reader-pool.ts';
import type { TestContext } from '../setup/test-app.ts';
import { createRfpOwner, uploadRfp } from './rfp.ts';

/** Analyzes an uploaded RFP with a reader pool of its own (its limits as `options`), closed once it answers. */
export async function analyzeWithReader(
  ctx: TestContext,
  userId: string,
  input: Parameters<typeof analyzeRfp>[2],
  options: Parameters<typeof createRfpReaderPool>[0],
) {
  const reader = createRfpReaderPool(options);
  try {
    return await analyzeRfp({ ...ctx.deps, reader }, userId, input);
  } finally {
    await reader.close();
  }
}

/** A subscriber with a saved proposal (createRfpOwner) who has uploaded these bytes as an RFP; answers its link too. */
export async function createRfpOwnerWithFile(ctx: TestContext, bytes: Buffer, fileName?: string) {
  const owner = await createRfpOwner(ctx);
  return { ...owner, fileUrl: await uploadRfp(ctx, owner.cookie, bytes, fileName) };
}

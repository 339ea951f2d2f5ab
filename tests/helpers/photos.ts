import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createEquipment, createSurvey } from '../factories/index.ts';
import { createTestContext, type TestContext } from '../setup/test-app.ts';

/** A test context on disk storage in a temporary DATA_DIR of its own. */
export async function createDiskContext(): Promise<{
  ctx: TestContext;
  dataDir: string;
  cleanup(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-files-'));
  const ctx = await createTestContext({ DATA_DIR: dataDir });
  return {
    ctx,
    dataDir,
    async cleanup() {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that give the test file its own disk-storage context; read `ctx` and
 * `dataDir` from the returned object inside tests.
 */
export function registerDiskContext(): { ctx: TestContext; dataDir: string } {
  const env = {} as { ctx: TestContext; dataDir: string };
  let cleanup = async () => {};
  beforeAll(async () => {
    const created = await createDiskContext();
    Object.assign(env, { ctx: created.ctx, dataDir: created.dataDir });
    cleanup = created.cleanup;
  });
  afterAll(() => cleanup());
  return env;
}

/** A signed-in subscriber with one survey and one piece of equipment. */
export async function createOwner(ctx: TestContext) {
  const { user, cookie } = await ctx.signIn();
  const survey = await createSurvey(ctx.db, { userId: user.id });
  const equipment = await createEquipment(ctx.db, survey.id);
  return { user, survey, equipment, cookie };
}

/** Asks for an upload URL for a file of `body.size` bytes and returns it (throws when the app refuses). */
export async function requestUploadUrl(
  ctx: TestContext,
  cookie: string,
  equipmentId: number,
  body: { size: number; fileName?: string; contentType?: string },
): Promise<string> {
  const res = await ctx.call('POST', `/api/equipment/${equipmentId}/photos/upload`, { cookie, body });
  if (res.statusCode !== 200) throw new Error(`upload URL refused: ${res.statusCode} ${res.body}`);
  return res.json().uploadURL;
}

/** PUTs bytes to a same-origin upload URL the way the browser does, with its own content type. */
export function putBytes(ctx: TestContext, uploadURL: string, bytes: Buffer, contentType = 'image/png') {
  return ctx.call('PUT', uploadURL, { body: bytes, headers: { 'content-type': contentType } });
}

/** Asks for an upload URL for these bytes and PUTs them; returns the URL (throws when either step is refused). */
export async function uploadBytes(ctx: TestContext, cookie: string, equipmentId: number, bytes: Buffer) {
  const uploadURL = await requestUploadUrl(ctx, cookie, equipmentId, { size: bytes.length });
  const put = await putBytes(ctx, uploadURL, bytes);
  if (put.statusCode !== 200) throw new Error(`upload refused: ${put.statusCode} ${put.body}`);
  return uploadURL;
}

/** The storage key inside an upload or display URL (an upload URL names the key's `uploads/` slot). */
export function keyOf(url: string): string {
  return url.split('?')[0]!.replace('/api/objects/', '');
}

/** Where the disk adapter keeps a key's bytes. */
export function filePathOf(dataDir: string, key: string): string {
  return path.join(dataDir, 'objects', ...key.split('/'));
}

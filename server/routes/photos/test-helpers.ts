import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEquipment, createSurvey } from '../../../tests/factories/surveys.ts';
import { createUser } from '../../../tests/factories/users.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

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

/** A signed-in subscriber with one survey and one piece of equipment. */
export async function createOwner(ctx: TestContext) {
  const user = await createUser(ctx.db);
  const survey = await createSurvey(ctx.db, { userId: user.id });
  const equipment = await createEquipment(ctx.db, survey.id);
  return { user, survey, equipment, cookie: await ctx.login(user.username!) };
}

/** Asks for an upload URL and returns it (throws when the app refuses). */
export async function requestUploadUrl(
  ctx: TestContext,
  cookie: string,
  equipmentId: number,
  body: object = {},
): Promise<string> {
  const res = await ctx.call('POST', `/api/equipment/${equipmentId}/photos/upload`, { cookie, body });
  if (res.statusCode !== 200) throw new Error(`upload URL refused: ${res.statusCode} ${res.body}`);
  return res.json().uploadURL;
}

/** PUTs bytes to a same-origin upload URL the way the browser does, with its own content type. */
export function putBytes(ctx: TestContext, uploadURL: string, bytes: Buffer, contentType = 'image/png') {
  return ctx.call('PUT', uploadURL, { body: bytes, headers: { 'content-type': contentType } });
}

/** The storage key inside an upload or display URL. */
export function keyOf(url: string): string {
  return url.split('?')[0]!.replace('/api/objects/', '');
}

/** Where the disk adapter keeps a key's bytes. */
export function filePathOf(dataDir: string, key: string): string {
  return path.join(dataDir, 'objects', ...key.split('/'));
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/** A local S3-compatible server with one bucket, as the tests of one file reach it. */
export interface LocalS3 {
  bucket: string;
  /** `http://127.0.0.1:<port>`, known once the file's tests start. */
  endpoint: string;
  /** The app's settings for this bucket (S3_BUCKET, S3_ENDPOINT, keys, path style). */
  env(): Record<string, string>;
}

/**
 * Starts s3rver on a free port with `bucket` in a temporary folder before the file's tests, and stops it (and removes
 * the folder) after them. Call it at the top of the file, before anything that uses the bucket.
 */
export function registerLocalS3(bucket: string): LocalS3 {
  let server: S3rver | undefined;
  let directory: string | undefined;
  const s3: LocalS3 = {
    bucket,
    endpoint: '',
    env: () => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'aqs-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    s3.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  return s3;
}

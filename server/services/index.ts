import path from 'node:path';
import type { Database } from '#db/client.ts';
import type { AppConfig } from '../env.ts';
import { getSigningSecret } from './files/signing-secret.ts';
import { createDiskStorage } from './storage/disk.ts';
import { createS3Storage } from './storage/s3.ts';
import type { StorageService } from './storage/types.ts';

/** The external-part adapters the routes use; each is chosen once, at start, from configuration. */
export interface AppServices {
  /** File storage: local disk by default, S3-compatible when S3_BUCKET is set. */
  storage: StorageService;
  /** Secret the disk adapter signs upload links with (SESSION_SECRET, or one generated and kept in the database). */
  signingSecret: string;
}

/** Chooses and builds the adapters for this configuration. */
export async function createServices(config: AppConfig, db: Database): Promise<AppServices> {
  const signingSecret = await getSigningSecret(db, config);
  return { storage: await createStorage(config, signingSecret), signingSecret };
}

async function createStorage(config: AppConfig, signingSecret: string): Promise<StorageService> {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage({ rootDir: path.join(config.DATA_DIR, 'objects'), signingSecret });
}

import type { Database } from '#db/client.ts';
import type { AppConfig } from '../env.ts';

/** The external-part adapters the routes use; each is chosen once, at start, from configuration. */
export interface AppServices {
  /** File storage: local disk by default, S3-compatible when configured (added by the files work). */
  storage?: { browserOrigins: string[] };
}

/** Chooses and builds the adapters for this configuration. */
export async function createServices(_config: AppConfig, _db: Database): Promise<AppServices> {
  return {};
}

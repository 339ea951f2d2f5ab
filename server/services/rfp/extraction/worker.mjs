// The RFP reader's worker thread: loads TypeScript through tsx (the worker starts without the parent's
// loaders), then answers one job at a time with read-rfp.ts (see rfp-reader-pool.ts).
import { register } from 'tsx/esm/api';

register();
await import('./worker-jobs.ts');

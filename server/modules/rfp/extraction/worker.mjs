// The RFP reader's process from the sources (tests, npm run dev): loads TypeScript through tsx (the process starts
// without the parent's loaders), then runs reader-process.ts. The build compiles reader-process.ts to this name.
import { register } from 'tsx/esm/api';

register();
await import('./reader-process.ts');

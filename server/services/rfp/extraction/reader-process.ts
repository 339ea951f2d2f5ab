// The RFP reader's process (started by rfp-reader-pool.ts, one per file): takes one job over IPC, answers it and
// exits, so everything reading the file allocated goes back to the system with the process.
import { answerJob, type ReaderJob } from './worker-jobs.ts';

process.once('message', async (job: ReaderJob) => {
  const answer = await answerJob(job);
  process.send?.(answer, () => process.exit(0));
});

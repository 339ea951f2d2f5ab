// The RFP reader's process (started by rfp-reader-pool.ts, one per file): takes one job over IPC, reports OCR
// progress, answers it and exits, so everything reading the file allocated goes back to the system with the process.
import { answerJob, type ReaderJob, type ReaderMessage } from './worker-jobs.ts';

function send(message: ReaderMessage, then: () => void = () => {}): void {
  process.send?.(message, then);
}

process.once('message', async (job: ReaderJob) => {
  const answer = await answerJob(job, (progress) => send({ id: job.id, progress }));
  send(answer, () => process.exit(0));
});

// The reader's code is loaded: the pool starts the file's clock now, not while the process was starting.
send({ ready: true });

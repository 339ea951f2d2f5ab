import { HOSPITAL_RFP } from '../../../server/routes/ai/rfp-fixture.ts';
import { BENCH_PASSWORD, SETTINGS } from '../lib/config.ts';
import { createBenchUser, type ServerContext } from '../lib/context.ts';
import { describeBody, signIn } from '../lib/http.ts';
import {
  formatMs,
  printHeading,
  printNote,
  printTable,
  type SectionResult,
  skipSection,
} from '../lib/report.ts';
import { kib, median, percentile, round } from '../lib/stats.ts';
import { createDemoHospital, postJson } from './proposal-writing.ts';

/**
 * Section 7b: the proposal PDF (POST /api/generate-pdf-proposal) of the demo hospital written by the built-in
 * writer against a 12-requirement RFP: cover, about nine pages of text, program, matrix, appendix.
 */
export async function benchProposalPdf(context: ServerContext): Promise<SectionResult> {
  const title = 'Proposal PDF';
  const count = SETTINGS.pdfRequests;
  printHeading(
    `7b. ${title}: ${count} sequential POST /api/generate-pdf-proposal (demo hospital, 12 RFP requirements)`,
  );
  const user = await createBenchUser(context, 'bench_proposal_pdf');
  const cookie = await signIn(context.app.url, user.username!, BENCH_PASSWORD);
  const ids = await createDemoHospital(context, user.id);
  const written = await postJson(`${context.app.url}/api/ai/generate-proposal`, cookie, {
    ...ids,
    rfpAnalysis: HOSPITAL_RFP,
  });
  if (written.status !== 200) {
    return skipSection(
      'proposalPdf',
      title,
      `writing the proposal answered ${written.status} (${describeBody(written.body)})`,
    );
  }
  const url = `${context.app.url}/api/generate-pdf-proposal`;
  const body = { proposalId: ids.proposalId };
  const first = await postJson(url, cookie, body);
  if (first.status !== 200)
    return skipSection(
      'proposalPdf',
      title,
      `the PDF answered ${first.status} (${describeBody(first.body)})`,
    );
  if (!first.body.subarray(0, 5).equals(Buffer.from('%PDF-')))
    return skipSection('proposalPdf', title, 'the PDF answered 200 but not a PDF');

  const times: number[] = [];
  const stopAt = performance.now() + SETTINGS.pdfBudgetMs;
  for (let i = 0; i < count && performance.now() < stopAt; i++) {
    const res = await postJson(url, cookie, body);
    if (res.status !== 200)
      return skipSection('proposalPdf', title, `request ${i + 1} answered ${res.status}`);
    times.push(res.ms);
  }
  const pages = (first.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  const p50 = median(times);
  const p95 = percentile(times, 95);
  printTable(
    ['requests', 'median', 'p95', 'min', 'max', 'first', 'PDF size', 'pages'],
    [
      [
        times.length,
        formatMs(p50),
        formatMs(p95),
        formatMs(Math.min(...times)),
        formatMs(Math.max(...times)),
        formatMs(first.ms),
        kib(first.body.length),
        pages,
      ],
    ],
  );
  printNote(
    'time to the last byte, one request at a time, after one untimed first request (shown: it parses the fonts)',
  );
  if (times.length < count)
    printNote(
      `stopped after ${times.length} of ${count} requests: the ${SETTINGS.pdfBudgetMs / 1000} s budget ran out`,
    );
  return {
    id: 'proposalPdf',
    title,
    line: `median ${formatMs(p50)}, p95 ${formatMs(p95)} over ${times.length} requests (${kib(first.body.length)}, ${pages} pages)`,
    figures: {
      requests: times.length,
      medianMs: round(p50, 1),
      p95Ms: round(p95, 1),
      firstMs: round(first.ms, 1),
      bytes: first.body.length,
      pages,
    },
  };
}

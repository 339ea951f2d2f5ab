import { readRfp } from '#server/modules/rfp/read-rfp.ts';
import { createProposal } from '../../factories/index.ts';
import { longRfpElements, renderRfpPdf } from '../../fixtures/rfp/rfp-documents.ts';
import { SETTINGS } from '../lib/config.ts';
import { type ServerContext, signedInBenchUser } from '../lib/context.ts';
import { describeBody } from '../lib/http.ts';
import { formatMs, printNote, printTable, type SectionResult, startSection } from '../lib/report.ts';
import { kib, median, percentile, round, timeRuns } from '../lib/stats.ts';

const PAGES = 20;
const TIMEOUT_MS = 60_000;

async function send(url: string, cookie: string, method: string, body: Buffer | object) {
  const isJson = !Buffer.isBuffer(body);
  const t0 = performance.now();
  const res = await fetch(url, {
    method,
    headers: { cookie, 'content-type': isJson ? 'application/json' : 'application/pdf' },
    body: isJson ? JSON.stringify(body) : new Uint8Array(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body: bytes, ms: performance.now() - t0 };
}

/** The fixture's text for as many buildings as it takes to fill at least `pages` pages. */
async function renderLongRfp(pages: number): Promise<Buffer> {
  for (let buildings = Math.ceil(pages / 3); ; buildings++) {
    const pdf = await renderRfpPdf(longRfpElements(buildings));
    if ((pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0) >= pages) return pdf;
  }
}

/**
 * Section 6b: analysing a 20-page RFP PDF (the fixture's text for several buildings) through POST /api/analyze-rfp,
 * one request at a time after an untimed first request (which starts the reader worker), and the same reading
 * in process without the worker.
 */
export async function benchRfpAnalysis(context: ServerContext): Promise<SectionResult> {
  const title = 'RFP analysis';
  const count = SETTINGS.pdfRequests;
  const section = startSection(
    'rfpAnalysis',
    title,
    `6b. ${title}: ${count} sequential POST /api/analyze-rfp of a ${PAGES}-page RFP PDF`,
  );
  const { user, cookie } = await signedInBenchUser(context, 'bench_rfp');
  const proposal = await createProposal(context.db.handle.db, { userId: user.id });
  const pdf = await renderLongRfp(PAGES);

  const base = context.app.url;
  const ticket = await send(`${base}/api/objects/upload`, cookie, 'POST', {
    size: pdf.length,
    fileName: 'rfp.pdf',
  });
  if (ticket.status !== 200)
    return section.skip(`the upload link answered ${ticket.status} (${describeBody(ticket.body)})`);
  const uploadURL = JSON.parse(ticket.body.toString()).uploadURL as string;
  const put = await send(`${base}${uploadURL}`, cookie, 'PUT', pdf);
  if (put.status !== 200)
    return section.skip(`the upload answered ${put.status} (${describeBody(put.body)})`);

  const body = { fileUrl: uploadURL.split('?')[0], proposalId: proposal.id, fileName: 'rfp.pdf' };
  const first = await send(`${base}/api/analyze-rfp`, cookie, 'POST', body);
  if (first.status !== 200)
    return section.skip(`the analysis answered ${first.status} (${describeBody(first.body)})`);
  const { analysis, warning } = JSON.parse(first.body.toString());
  if (warning) return section.skip(`the analysis fell back to the template: ${warning}`);

  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(`${base}/api/analyze-rfp`, cookie, 'POST', body);
    if (res.status !== 200) return section.skip(`request ${i + 1} answered ${res.status}`);
    times.push(res.ms);
  }
  const inProcess = await timeRuns(Math.min(count, 10), () => readRfp('pdf', pdf));
  const p50 = median(times);
  const p95 = percentile(times, 95);
  printTable(
    [
      'requests',
      'median',
      'p95',
      'first (starts the worker)',
      'in process (median)',
      'pages',
      'requirements',
      'PDF',
    ],
    [
      [
        times.length,
        formatMs(p50),
        formatMs(p95),
        formatMs(first.ms),
        formatMs(median(inProcess)),
        analysis.pageCount,
        analysis.totalRequirements,
        kib(pdf.length),
      ],
    ],
  );
  printNote(
    'HTTP: the stored file read, extracted and analysed in the reader worker, and the analysis stored on the proposal',
  );
  return {
    id: 'rfpAnalysis',
    title,
    line: `median ${formatMs(p50)}, p95 ${formatMs(p95)} over ${times.length} requests (${analysis.pageCount} pages, ${analysis.totalRequirements} requirements)`,
    figures: {
      requests: times.length,
      pages: analysis.pageCount,
      requirements: analysis.totalRequirements,
      medianMs: round(p50, 1),
      p95Ms: round(p95, 1),
      firstMs: round(first.ms, 1),
      inProcessMedianMs: round(median(inProcess), 1),
      pdfBytes: pdf.length,
    },
  };
}

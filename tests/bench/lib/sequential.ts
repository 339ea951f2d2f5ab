import { SETTINGS } from './config.ts';
import { describeBody } from './http.ts';
import { formatMs, printNote, printTable, type SectionResult, skipSection } from './report.ts';
import { kib, median, percentile, round } from './stats.ts';

/** What a PDF request answers: status, body and the time to its last byte. */
export interface TimedAnswer {
  status: number;
  body: Buffer;
  ms: number;
}

/** A figure of the PDF itself shown beside the times ("pages"). */
export interface PdfFigure {
  name: string;
  value: number;
}

/**
 * Times a PDF route with sequential requests and prints its table: `SETTINGS.pdfWarmup` untimed warm-up requests,
 * then up to `SETTINGS.pdfRequests` timed ones within `SETTINGS.pdfBudgetMs`. The warm-up lets V8 optimize the code a
 * long-running server has optimized already; its first request (the cold one: the PDF code, fonts and photos loaded
 * on first use) is shown on its own, never hidden.
 */
export async function benchPdfRequests(options: {
  id: string;
  title: string;
  send: () => Promise<TimedAnswer>;
  describePdf?: (pdf: Buffer) => PdfFigure[];
}): Promise<SectionResult> {
  const { id, title, send } = options;
  const first = await send();
  if (first.status !== 200)
    return skipSection(id, title, `the PDF answered ${first.status} (${describeBody(first.body)})`);
  if (!first.body.subarray(0, 5).equals(Buffer.from('%PDF-')))
    return skipSection(id, title, 'the PDF answered 200 but not a PDF');
  for (let i = 1; i < SETTINGS.pdfWarmup; i++) {
    const res = await send();
    if (res.status !== 200) return skipSection(id, title, `warm-up request ${i + 1} answered ${res.status}`);
  }
  const times: number[] = [];
  const stopAt = performance.now() + SETTINGS.pdfBudgetMs;
  for (let i = 0; i < SETTINGS.pdfRequests && performance.now() < stopAt; i++) {
    const res = await send();
    if (res.status !== 200) return skipSection(id, title, `request ${i + 1} answered ${res.status}`);
    times.push(res.ms);
  }
  const p50 = median(times);
  const p95 = percentile(times, 95);
  const extra = options.describePdf?.(first.body) ?? [];
  printTable(
    [
      'requests',
      'median',
      'p95',
      'min',
      'max',
      'first (cold)',
      'PDF size',
      ...extra.map((figure) => figure.name),
    ],
    [
      [
        times.length,
        formatMs(p50),
        formatMs(p95),
        formatMs(Math.min(...times)),
        formatMs(Math.max(...times)),
        formatMs(first.ms),
        kib(first.body.length),
        ...extra.map((figure) => figure.value),
      ],
    ],
  );
  printNote(
    `time to the last byte, one request at a time, after ${SETTINGS.pdfWarmup} untimed warm-up requests (the first of them shown)`,
  );
  if (times.length < SETTINGS.pdfRequests)
    printNote(
      `stopped after ${times.length} of ${SETTINGS.pdfRequests} requests: the ${SETTINGS.pdfBudgetMs / 1000} s budget ran out`,
    );
  const described = [kib(first.body.length), ...extra.map((figure) => `${figure.value} ${figure.name}`)].join(
    ', ',
  );
  return {
    id,
    title,
    line: `median ${formatMs(p50)}, p95 ${formatMs(p95)} over ${times.length} requests, first ${formatMs(first.ms)} (${described})`,
    figures: {
      requests: times.length,
      medianMs: round(p50, 1),
      p95Ms: round(p95, 1),
      firstMs: round(first.ms, 1),
      bytes: first.body.length,
      ...Object.fromEntries(extra.map((figure) => [figure.name, figure.value])),
    },
  };
}

// `npm run bench:rfp`: reads every document of the RFP corpus (tests/fixtures/rfp-corpus) as text, PDF and Word,
// and the scans through OCR, and prints recall, precision and numeric recall per document, per set (tuning,
// held-out) and overall, the scans' recall against their text versions and OCR time per page.
// RFP_BENCH_VERBOSE=1 also prints the misses and false positives of the tuning set, and the requirements the
// proposal does not answer; RFP_BENCH_ONLY=answers prints only the share answered in the proposal's own words.
import os from 'node:os';
import { readRfp } from '#server/modules/rfp/read-rfp.ts';
import { composeProposal } from '#server/modules/writing/built-in/index.ts';
import { reviewedAnalysis } from '../../shared/schemas/rfp.ts';
import { benchBrief, scoreAnswerShare } from '../rfp-corpus/answer-share.ts';
import { type DocumentScore, loadCorpus, scoreAnalysis, summarize } from '../rfp-corpus/scoring.ts';

const KINDS = [
  ['text', 'text'],
  ['pdf', 'pdf'],
  ['docx', 'docx'],
] as const;

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const isVerbose = process.env.RFP_BENCH_VERBOSE === '1';

async function main(): Promise<void> {
  const corpus = loadCorpus();
  // RFP_BENCH_ONLY=answers prints only the answer share (no reading of every format, no OCR).
  if (process.env.RFP_BENCH_ONLY === 'answers') return benchAnswerShare(corpus);
  const scores: Record<string, { set: string; kind: string; score: DocumentScore }[]> = {};
  const rows: string[][] = [];
  for (const document of corpus) {
    for (const [kind, type] of KINDS) {
      const bytes = document.file(kind)!;
      const { analysis } = await readRfp(type, new Uint8Array(bytes));
      const score = scoreAnalysis(document.truth, analysis);
      scores[kind] = [...(scores[kind] ?? []), { set: document.truth.set, kind, score }];
      if (isVerbose && kind !== 'text' && document.truth.set === 'tuning') {
        for (const miss of score.missed) console.log(`  ${document.name} (${kind}) MISSED: ${miss}`);
        for (const fp of score.falsePositives) console.log(`  ${document.name} (${kind}) FALSE: ${fp}`);
      }
      if (kind === 'text') {
        const figures = summarize([score]);
        rows.push([
          document.name,
          document.truth.set,
          `${score.matched.length}/${score.truthRequirements}`,
          pct(figures.recall),
          pct(figures.precision),
          `${score.numbersMatched}/${score.truthNumbers}`,
          pct(figures.numericRecall),
        ]);
        if (isVerbose && document.truth.set === 'tuning') {
          for (const miss of score.missed) console.log(`  ${document.name} MISSED: ${miss}`);
          for (const fp of score.falsePositives) console.log(`  ${document.name} FALSE: ${fp}`);
          for (const miss of score.missedNumbers) console.log(`  ${document.name} NUMBER MISSED: ${miss}`);
        }
      }
    }
  }
  console.log('\nPer document (text version)');
  console.table(
    rows.map(([name, set, req, recall, precision, nums, numericRecall]) => ({
      document: name,
      set,
      requirements: req,
      recall,
      precision,
      numbers: nums,
      'numeric recall': numericRecall,
    })),
  );
  console.log('\nBy set and format');
  const table = [];
  for (const [kind] of KINDS) {
    for (const set of ['tuning', 'held-out', 'all']) {
      const chosen = scores[kind]!.filter((s) => set === 'all' || s.set === set).map((s) => s.score);
      const figures = summarize(chosen);
      table.push({
        format: kind,
        set,
        recall: pct(figures.recall),
        precision: pct(figures.precision),
        'numeric recall': pct(figures.numericRecall),
        'category agreement': pct(figures.categoryAgreement),
      });
    }
  }
  console.table(table);
  await benchAnswerShare(corpus);
  await benchScans(corpus, scores.text!);
}

/**
 * The share of each document's analysed requirements that the built-in writer's proposal answers in its own words
 * (decision 037), with the service plan as the RFP's defaults give it and as a rep completes it.
 */
async function benchAnswerShare(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
  const rows = [];
  const stages = ['unconfirmed', 'confirmed', 'completed'] as const;
  const totals = { unconfirmed: [0, 0], confirmed: [0, 0], completed: [0, 0] };
  const cell = ({ answered, total }: { answered: number; total: number }) =>
    `${answered} (${pct(answered / Math.max(1, total))})`;
  for (const document of corpus) {
    const { analysis } = await readRfp('text', new Uint8Array(document.file('text')!));
    const rfp = reviewedAnalysis(analysis);
    const [unconfirmed, confirmed, completed] = stages.map((stage) => {
      const content = composeProposal(benchBrief(rfp, stage));
      const share = scoreAnswerShare(content, rfp.identifiedRequirements);
      totals[stage][0] += share.answered;
      totals[stage][1] += share.total;
      if (isVerbose && stage === 'completed') {
        for (const miss of share.missed) console.log(`  ${document.name} NOT ANSWERED: ${miss.text}`);
      }
      return share;
    }) as [
      ReturnType<typeof scoreAnswerShare>,
      ReturnType<typeof scoreAnswerShare>,
      ReturnType<typeof scoreAnswerShare>,
    ];
    rows.push({
      document: document.name,
      requirements: unconfirmed.total,
      'RFP defaults, not confirmed': cell(unconfirmed),
      'RFP defaults confirmed': cell(confirmed),
      'plan completed by the rep': cell(completed),
    });
  }
  console.log('\nRequirements the written proposal answers in its own words (key terms outside the quote)');
  console.table(rows);
  const share = ([answered, total]: number[]) => pct(answered! / Math.max(1, total!));
  console.log(
    `Answer share overall: ${share(totals.unconfirmed)} before the rep confirms anything, ${share(totals.confirmed)} with the RFP's defaults confirmed, ${share(totals.completed)} with the plan completed by the rep (wanted at least 80 %)`,
  );
}

/**
 * The scans: each read by OCR in process (one tesseract start per document, as the reader does), with the
 * requirements found in the text version that the scan also gives, and the time per page.
 */
async function benchScans(
  corpus: ReturnType<typeof loadCorpus>,
  textScores: { score: DocumentScore }[],
): Promise<void> {
  const rows = [];
  let pages = 0;
  let totalMs = 0;
  // CPU time of all threads (tesseract runs in its own): on a busy machine, wall time says more about the load.
  let cpuMs = 0;
  const perPage: number[] = [];
  for (const [index, document] of corpus.entries()) {
    const scan = document.file('scan');
    if (!scan) continue;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { analysis } = await readRfp('pdf', new Uint8Array(scan));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs += (cpu.user + cpu.system) / 1000;
    const score = scoreAnalysis(document.truth, analysis);
    const text = textScores[index]!.score;
    const kept = text.matched.filter((id) => score.matched.includes(id)).length;
    const pageCount = analysis.ocrPages?.length ?? 0;
    pages += pageCount;
    totalMs += ms;
    if (pageCount > 0) perPage.push(ms / pageCount);
    rows.push({
      scan: document.name,
      set: document.truth.set,
      'OCR pages': pageCount,
      confidence: analysis.ocrPages?.map((p) => p.confidence).join(', ') ?? '',
      'found in text': text.matched.length,
      'also in scan': kept,
      'scan vs text': pct(text.matched.length === 0 ? 1 : kept / text.matched.length),
      'recall (truth)': pct(summarize([score]).recall),
      'ms per page': Math.round(ms / Math.max(1, pageCount)),
    });
  }
  console.log('\nScans (OCR in process, including the start of tesseract for each document)');
  console.table(rows);
  const sorted = [...perPage].sort((a, b) => a - b);
  console.log(
    `OCR: ${pages} pages in ${Math.round(totalMs)} ms, mean ${Math.round(totalMs / Math.max(1, pages))} ms per page (CPU ${Math.round(cpuMs / Math.max(1, pages))} ms per page), worst ${Math.round(sorted.at(-1) ?? 0)} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs)`,
  );
}

await main();

// `npm run bench:rfp`: reads every document of the RFP corpus (tests/fixtures/rfp-corpus) as text, PDF and Word,
// and the scans through OCR, and prints recall, precision and numeric recall per document, per set (tuning,
// held-out) and overall, the scans' recall against their text versions and OCR time per page.
// RFP_BENCH_VERBOSE=1 also prints the misses and false positives of the tuning set.
import { readRfp } from '../../server/services/rfp/read-rfp.ts';
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
}

await main();

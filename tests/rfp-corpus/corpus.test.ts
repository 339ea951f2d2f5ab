// The gate on the RFP reader (issue 20): on the corpus of real solicitations (tests/fixtures/rfp-corpus, both the
// tuning and the held-out documents), overall recall at least 90 %, precision at least 95 % and numeric recall
// at least 90 % in every format, and a scan gives at least 85 % of what its text version gives.
import { describe, expect, test } from 'vitest';
import { readRfp } from '#server/modules/rfp/read-rfp.ts';
import { loadCorpus, scoreAnalysis, summarize } from './scoring.ts';

const corpus = loadCorpus();

describe('the RFP corpus', () => {
  test('holds at least 12 documents, a third of them held out, each with its sources and truth', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    const heldOut = corpus.filter((document) => document.truth.set === 'held-out');
    expect(heldOut.length).toBeGreaterThanOrEqual(Math.floor(corpus.length / 3));
    for (const document of corpus) {
      expect(document.truth.requirements.length, document.name).toBeGreaterThan(0);
      for (const kind of ['text', 'pdf', 'docx'] as const)
        expect(document.file(kind), document.name).not.toBeNull();
    }
    expect(corpus.filter((document) => document.file('scan')).length).toBeGreaterThanOrEqual(3);
  });

  test.each([
    ['text', 'text'],
    ['pdf', 'pdf'],
    ['docx', 'docx'],
  ] as const)(
    'as %s: recall ≥ 0.90, precision ≥ 0.95, numeric recall ≥ 0.90',
    async (kind, type) => {
      const scores = [];
      for (const document of corpus) {
        const { analysis } = await readRfp(type, new Uint8Array(document.file(kind)!));
        scores.push(scoreAnalysis(document.truth, analysis));
      }
      const figures = summarize(scores);
      expect(figures.recall).toBeGreaterThanOrEqual(0.9);
      expect(figures.precision).toBeGreaterThanOrEqual(0.95);
      expect(figures.numericRecall).toBeGreaterThanOrEqual(0.9);
    },
    120_000,
  );

  test('a scan gives at least 85 % of the requirements its text version gives', async () => {
    for (const document of corpus.filter((d) => d.file('scan'))) {
      const text = scoreAnalysis(
        document.truth,
        (await readRfp('text', new Uint8Array(document.file('text')!))).analysis,
      );
      const scan = scoreAnalysis(
        document.truth,
        (await readRfp('pdf', new Uint8Array(document.file('scan')!))).analysis,
      );
      const kept = text.matched.filter((id) => scan.matched.includes(id)).length;
      expect(kept / text.matched.length, document.name).toBeGreaterThanOrEqual(0.85);
    }
  }, 300_000);
});

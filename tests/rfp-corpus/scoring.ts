// Scores an RFP analysis against a corpus document's hand-written ground truth
// (tests/fixtures/rfp-corpus/README.md "How a found requirement is matched to a truth item").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';

export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/rfp-corpus',
);

interface TruthRequirement {
  id: string;
  match: string;
  category: string;
}

interface TruthNumber {
  match: string;
  parameter: string[];
  min: number | null;
  max: number | null;
  unit: string;
}

/** A document's ground truth (truth.json). */
export interface Truth {
  set: 'tuning' | 'held-out';
  requirements: TruthRequirement[];
  optional: { match: string }[];
  notRequirements: { match: string; why: string }[];
  numbers: TruthNumber[];
}

/** A corpus document: its folder name, ground truth and files. */
export interface CorpusDocument {
  name: string;
  truth: Truth;
  file(kind: 'text' | 'pdf' | 'docx' | 'scan'): Buffer | null;
}

const FILES = { text: 'text.txt', pdf: 'document.pdf', docx: 'document.docx', scan: 'scan.pdf' } as const;

/** Every corpus document, in name order. */
export function loadCorpus(): CorpusDocument[] {
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      truth: JSON.parse(readFileSync(path.join(CORPUS_DIR, name, 'truth.json'), 'utf8')) as Truth,
      file(kind) {
        try {
          return readFileSync(path.join(CORPUS_DIR, name, FILES[kind]));
        } catch {
          return null;
        }
      },
    }));
}

/** Lower case, plain quotes and dashes, one space for every run of whitespace. */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—‐]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One document's figures; `matched` lists the truth requirement ids found. */
export interface DocumentScore {
  truthRequirements: number;
  found: number;
  /** Found requirements counted for precision (all but those holding only an optional statement). */
  counted: number;
  correct: number;
  matched: string[];
  truthNumbers: number;
  numbersMatched: number;
  categoryAgreements: number;
  /** Found requirements that match no truth item (for reading the misses, not for the figures). */
  falsePositives: string[];
  missed: string[];
  missedNumbers: string[];
}

function sameNumber(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < 0.001;
}

/** Scores one analysis against one document's truth with the corpus's matching rule. */
export function scoreAnalysis(truth: Truth, analysis: RfpAnalysis): DocumentScore {
  const found = analysis.isBasicTemplate ? [] : analysis.identifiedRequirements;
  const taken = new Map<string, string>();
  let correct = 0;
  let counted = 0;
  let categoryAgreements = 0;
  const falsePositives: string[] = [];
  for (const requirement of found) {
    const text = normalize(requirement.text);
    const hits = truth.requirements.filter((item) => text.includes(normalize(item.match)));
    if (hits.length === 0) {
      if (truth.optional.some((item) => text.includes(normalize(item.match)))) continue;
      counted++;
      falsePositives.push(requirement.text);
      continue;
    }
    counted++;
    correct++;
    const free = hits.find((item) => !taken.has(item.id));
    if (free) {
      taken.set(free.id, requirement.text);
      if (free.category === requirement.category) categoryAgreements++;
    }
  }
  const usedFigures = new Set<number>();
  const missedNumbers: string[] = [];
  let numbersMatched = 0;
  for (const number of truth.numbers) {
    const index = analysis.numericRequirements.findIndex(
      (figure, i) =>
        !usedFigures.has(i) &&
        figure.unit === number.unit &&
        sameNumber(figure.min, number.min) &&
        sameNumber(figure.max, number.max) &&
        number.parameter.some((name) => (figure.parameter ?? '').toLowerCase().includes(name.toLowerCase())),
    );
    if (index >= 0) {
      usedFigures.add(index);
      numbersMatched++;
    } else
      missedNumbers.push(
        `${number.match} → ${number.parameter[0]} ${number.min}–${number.max} ${number.unit}`,
      );
  }
  return {
    truthRequirements: truth.requirements.length,
    found: found.length,
    counted,
    correct,
    matched: [...taken.keys()],
    truthNumbers: truth.numbers.length,
    numbersMatched,
    categoryAgreements,
    falsePositives,
    missed: truth.requirements.filter((item) => !taken.has(item.id)).map((item) => item.match),
    missedNumbers,
  };
}

/** Recall, precision and numeric recall over several documents (pooled: sums of counts, not mean of ratios). */
export function summarize(scores: readonly DocumentScore[]) {
  const sum = (pick: (score: DocumentScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const matched = sum((s) => s.matched.length);
  return {
    recall: ratio(
      matched,
      sum((s) => s.truthRequirements),
    ),
    precision: ratio(
      sum((s) => s.correct),
      sum((s) => s.counted),
    ),
    numericRecall: ratio(
      sum((s) => s.numbersMatched),
      sum((s) => s.truthNumbers),
    ),
    categoryAgreement: ratio(
      sum((s) => s.categoryAgreements),
      matched,
    ),
  };
}

import { describe, expect, test } from 'vitest';
import type { RfpRequirement } from '../schemas/rfp.ts';
import { buildComplianceMatrix, GAP_ANSWER, keywordsOf } from './compliance.ts';

const requirements: RfpRequirement[] = [
  { id: 'R1', category: 'service visits', text: 'Monthly service visits are required.', location: 'page 1' },
  {
    id: 'R2',
    category: 'staffing and certification',
    text: 'A CWT shall oversee the program.',
    location: 'page 1',
  },
  { id: 'R10', category: 'reporting', text: 'Reports within 5 business days.', location: 'page 2' },
  {
    id: 'R11',
    category: 'water testing',
    text: 'The contractor shall test Legionella quarterly with a certified laboratory.',
    location: 'page 2',
  },
];

const written = `# Proposal

## Service Plan

A technician visits monthly.

## How We Meet Your Requirements

- **R1** “Monthly service visits are required.” — Met in the *Service Plan*: monthly visits to both towers.
- **R2** “A CWT shall oversee the program.” — **Gap:** needs the company’s credentials; Pat confirms this.
- **R10** “Reports within 5 business days.” — Met in the *Service Plan*: a written report after every visit,
  delivered within 5 business days.
`;

describe('buildComplianceMatrix', () => {
  test('answers each requirement from its own line, keeps gaps, and lists requirements in order', () => {
    const matrix = buildComplianceMatrix(written, requirements);
    expect(matrix.map((row) => [row.requirementId, row.status])).toEqual([
      ['R1', 'met'],
      ['R2', 'gap'],
      ['R10', 'met'],
      ['R11', 'gap'],
    ]);
    expect(matrix[0]!.answer).toBe('Met in the Service Plan: monthly visits to both towers.');
    expect(matrix[1]!.answer).toBe(GAP_ANSWER);
    // A list item that wraps onto the next line is read whole; "R1" is not found inside "R10".
    expect(matrix[2]!.answer).toBe(
      'Met in the Service Plan: a written report after every visit, delivered within 5 business days.',
    );
    expect(matrix[0]!).toMatchObject({ requirement: requirements[0]!.text, category: 'service visits' });
  });

  test('counts the rep’s edit: an answer written over a Gap line makes it met', () => {
    const edited = written.replace(
      '**Gap:** needs the company’s credentials; Pat confirms this.',
      'Our program lead, Pat Rep, holds the CWT certification.',
    );
    const row = buildComplianceMatrix(edited, requirements)[1]!;
    expect(row.status).toBe('met');
    expect(row.answer).toBe('Our program lead, Pat Rep, holds the CWT certification.');
  });

  test('finds a requirement answered without its id by the passage that covers its words', () => {
    const text = `${written}\n## Service Plan additions\n\nLegionella is tested quarterly by a certified laboratory.\n`;
    const row = buildComplianceMatrix(text, requirements)[3]!;
    expect(row.status).toBe('met');
    // The section is its own column of the matrix (decision 037), no longer a prefix of the answer.
    expect(row.answer).toBe('Legionella is tested quarterly by a certified laboratory.');
    expect(row.section).toBe('Service Plan additions');
  });

  test('is empty without requirements and all gaps without content', () => {
    expect(buildComplianceMatrix(written, [])).toEqual([]);
    expect(buildComplianceMatrix(null, requirements).every((row) => row.status === 'gap')).toBe(true);
  });

  test('takes the section a writer names at the end of the line, and never cuts an answer inside a word', () => {
    const long = `${'Cooling tower water is tested at each visit for conductivity and pH. '.repeat(12)}End`;
    const text = `## How We Meet Your Requirements\n\n- **${requirements[0]!.id}** “${requirements[0]!.text}” — ${long} *Section: Service Plan*\n`;
    const row = buildComplianceMatrix(text, requirements)[0]!;
    expect(row.section).toBe('Service Plan');
    expect(row.answer.length).toBeLessThanOrEqual(600);
    expect(row.answer.endsWith('pH.')).toBe(true);
    expect(row.answer).not.toContain('Section:');
  });
});

describe('keywordsOf', () => {
  test('one spelling per key term: figures without separators, compounds as their parts, plurals as singulars', () => {
    expect(keywordsOf('Conductivity = 3500-4000 maximum')).toEqual([
      'conductivity',
      '3500',
      '4000',
      'maximum',
    ]);
    expect(keywordsOf('conductivity (3,500 to 4,000 µS/cm)')).toEqual(['conductivity', '3500', '4000']);
    expect(keywordsOf('Legionella Studies – Semi Annually')).toEqual(
      keywordsOf('legionella study, semi-annually'),
    );
    expect(keywordsOf('Equipment Inspections')).toEqual(['equipment', 'inspection']);
  });
});

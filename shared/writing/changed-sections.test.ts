import { describe, expect, test } from 'vitest';
import { listChangedSections } from './changed-sections.ts';

describe('listChangedSections', () => {
  const before = [
    '# Program for Mercy',
    '## Executive Summary',
    'The program costs $77,365 a year.',
    '## Pricing',
    '| Biocide | $4,200 |',
    '## Terms',
    'Net 30.',
  ].join('\n');

  test('names the sections whose figures moved, in document order', () => {
    const after = before.replace('$77,365', '$78,165').replace('$4,200', '$5,000');
    expect(listChangedSections(before, after)).toEqual(['Executive Summary', 'Pricing']);
  });

  test('names nothing when the text is the same, and a new section when one appears', () => {
    expect(listChangedSections(before, before)).toEqual([]);
    expect(listChangedSections(before, `${before}\n## Exceptions\nNone.`)).toEqual(['Exceptions']);
  });
});

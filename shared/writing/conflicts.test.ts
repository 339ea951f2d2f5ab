import { describe, expect, test } from 'vitest';
import type { RfpAnalysis } from '../schemas/rfp.ts';
import { findRfpConflicts } from './conflicts.ts';

const rfp = {
  numericRequirements: [
    {
      text: 'at least 5 cycles',
      parameter: 'cycles',
      min: 5,
      max: null,
      comparator: 'min',
      unit: 'cycles',
      location: 'page 2',
    },
  ],
} as unknown as RfpAnalysis;

describe('findRfpConflicts', () => {
  test('names a target below the RFP’s minimum cycles', () => {
    expect(findRfpConflicts(rfp, { targetCycles: 4 })).toEqual([
      'The RFP asks for at least 5 cycles; the target is 4.',
    ]);
  });

  test('says nothing when the target meets it, or without a target or RFP', () => {
    expect(findRfpConflicts(rfp, { targetCycles: 5.5 })).toEqual([]);
    expect(findRfpConflicts(rfp, { targetCycles: null })).toEqual([]);
    expect(findRfpConflicts(null, { targetCycles: 3 })).toEqual([]);
  });
});

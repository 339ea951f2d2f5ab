import type { RfpAnalysis } from '../schemas/rfp.ts';

// Conflicts between an RFP and the proposal's own figures that the rep must settle before sending (docs/decisions/
// 037): named in the generator, never written into the customer's text.

function format(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
}

/** "The RFP asks for at least 5 cycles; the target is 4." and the like, for the proposal's target cycles. */
export function findRfpConflicts(
  rfp: RfpAnalysis | null,
  proposal: { targetCycles: number | null },
): string[] {
  const conflicts: string[] = [];
  const target = proposal.targetCycles;
  for (const figure of rfp?.numericRequirements ?? []) {
    const isCycles = /cycles?/i.test(figure.unit) || /cycles/i.test(figure.parameter ?? '');
    if (!isCycles || target === null) continue;
    if (figure.min !== null && target < figure.min) {
      conflicts.push(
        `The RFP asks for at least ${format(figure.min, 1)} cycles; the target is ${format(target, 2)}.`,
      );
    } else if (figure.max !== null && figure.comparator === 'max' && target > figure.max) {
      conflicts.push(
        `The RFP allows at most ${format(figure.max, 1)} cycles; the target is ${format(target, 2)}.`,
      );
    }
  }
  return conflicts;
}

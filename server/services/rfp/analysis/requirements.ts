import type { RfpRequirement } from '#shared/schemas/rfp.ts';
import { categorize } from './categories.ts';
import type { Statement } from './statements.ts';

/** The words that make a statement a requirement (decisions.md "RFP analysis and proposal writing"). */
const REQUIREMENT_WORDS = /\b(?:shall|must|required|will provide|(?:is|are) responsible for)\b/i;
/** A heading such as "Required Submittals" is not a statement. */
const MIN_WORDS = 4;
/** Requirements kept from one document. */
export const MAX_REQUIREMENTS = 500;

/** Whether a statement is a requirement ("shall / must / required / will provide / is responsible for"). */
export function isRequirement(text: string): boolean {
  return REQUIREMENT_WORDS.test(text) && text.split(/\s+/).length >= MIN_WORDS;
}

/**
 * Each requirement statement once, in document order, numbered R1, R2... with its category and location;
 * `statementIds` maps each statement that became a requirement to its id.
 */
export function findRequirements(statements: readonly Statement[]): {
  requirements: RfpRequirement[];
  statementIds: Map<number, string>;
} {
  const requirements: RfpRequirement[] = [];
  const statementIds = new Map<number, string>();
  const seen = new Map<string, string>();
  statements.forEach((statement, index) => {
    if (!isRequirement(statement.text)) return;
    const key = statement.text.toLowerCase();
    const existing = seen.get(key);
    if (existing) {
      statementIds.set(index, existing);
      return;
    }
    if (requirements.length >= MAX_REQUIREMENTS) return;
    const id = `R${requirements.length + 1}`;
    requirements.push({
      id,
      text: statement.text,
      category: categorize(statement.text),
      location: statement.location,
    });
    seen.set(key, id);
    statementIds.set(index, id);
  });
  return { requirements, statementIds };
}

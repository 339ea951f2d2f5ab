import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals, users } from '#db/schema/index.ts';
import type { ProposalRow } from '#server/modules/proposals/ownership.ts';
import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import { reviewedAnalysis } from '#shared/schemas/rfp.ts';
import { buildWritingBrief, type WritingBrief } from './brief.ts';
import { bindFigures, collectBoundFigures, isSameBindings, readBindings } from './figure-check/bindings.ts';
import { checkFigures, type FigureCheckOutcome, listWrittenFigures } from './figure-check/check.ts';
import { loadWritingSource } from './source.ts';

// The stored text follows the program (docs/decisions/037): after every change to what the program is
// calculated from, figures the text states at an earlier value are brought to the program's, and every text the
// rep saves is checked like the writer's. Both run inside the transaction that changed the proposal.

/** The brief a stored proposal's text is checked against, or null when the survey has no equipment. */
async function loadStoredBrief(db: Database, proposal: ProposalRow): Promise<WritingBrief | null> {
  const [author] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, proposal.userId))
    .limit(1);
  if (!author) return null;
  const source = await loadWritingSource(db, author, {
    surveyId: proposal.surveyId,
    proposalId: proposal.id,
  }).catch(() => null);
  if (!source) return null;
  const analysis = readStoredAnalysis(proposal.rfpAnalysis);
  return buildWritingBrief(source, { rfp: analysis ? reviewedAnalysis(analysis) : null });
}

/** The bindings to store for a text just checked against this brief (earlier values kept). */
export function nextBindings(stored: unknown, brief: WritingBrief) {
  return bindFigures(readBindings(stored), collectBoundFigures(brief));
}

/**
 * Brings the stored text's figures to the program after a change (a chemical, equipment, the water test, the
 * target): nothing is marked, only figures at an earlier value of a program figure are rewritten. Returns the
 * headings of the sections that changed.
 */
export async function refreshProposalText(db: Database, proposalId: number): Promise<string[]> {
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  const content = proposal?.proposalContent;
  if (!proposal || !content?.trim()) return [];
  const brief = await loadStoredBrief(db, proposal);
  if (!brief) return [];
  const stored = readBindings(proposal.figureBindings);
  const outcome = checkFigures(content, brief, { bindings: stored, mode: 'rebind' });
  const bindings = bindFigures(stored, collectBoundFigures(brief));
  if (outcome.content === content && isSameBindings(bindings, stored)) return [];
  // The sections updated since the rep last saved add up until she saves or writes again (the generator says so).
  const sections = [...(proposal.figuresUpdatedSections ?? [])];
  for (const section of outcome.updatedSections) if (!sections.includes(section)) sections.push(section);
  await db
    .update(proposals)
    .set({
      proposalContent: outcome.content,
      figureBindings: bindings,
      figuresUpdatedSections: sections.length ? sections : null,
    })
    .where(eq(proposals.id, proposalId));
  return outcome.updatedSections;
}

/**
 * Checks text the rep saves like the writer's: figures at an earlier program value are brought up to date, a
 * new figure that matches nothing is corrected or marked; figures the saved text already had stay as they are.
 */
export async function checkSavedText(
  db: Database,
  proposal: ProposalRow,
  content: string,
): Promise<{ outcome: FigureCheckOutcome; bindings: unknown } | null> {
  if (!content.trim()) return null;
  const brief = await loadStoredBrief(db, proposal);
  if (!brief) return null;
  const stored = readBindings(proposal.figureBindings);
  const outcome = checkFigures(content, brief, {
    bindings: stored,
    accepted: listWrittenFigures(proposal.proposalContent),
  });
  return { outcome, bindings: bindFigures(stored, collectBoundFigures(brief)) };
}

import type { ComplianceRow } from '#shared/schemas/proposal-writing.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { type Doc, drawParagraph, THEME } from '../pdf/layout.ts';
import { drawTable } from './table.ts';

/** The line that stands for the matrix when no RFP was uploaded. */
export const NO_RFP_TEXT = 'No RFP was uploaded for this proposal, so there is no compliance matrix.';

const MET_GREEN = '#166534';
const GAP_RED = '#b42318';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The sentence above the matrix: whose RFP, how many requirements, how many met and how many gaps. */
function summaryOf(rfp: RfpAnalysis, rows: readonly ComplianceRow[]): string {
  const gaps = rows.filter((row) => row.status === 'gap').length;
  const issuer = rfp.specificDetails.issuingOrganization?.trim();
  const whose = issuer ? `${issuer}’s RFP` : 'The RFP';
  const count = `${rows.length} ${rows.length === 1 ? 'requirement' : 'requirements'}`;
  const outcome =
    gaps === 0
      ? 'the proposal answers every one'
      : `${rows.length - gaps} met, ${gaps} ${gaps === 1 ? 'gap' : 'gaps'} still to answer`;
  return `${whose} sets ${count}: ${outcome}.`;
}

/**
 * The RFP compliance matrix: each requirement, its category, and how the proposal meets it or "Gap" (the
 * generator's matrix, built from the same text); one line instead when there is no RFP.
 */
export function drawComplianceSection(
  doc: Doc,
  rfp: RfpAnalysis | null,
  rows: readonly ComplianceRow[],
): void {
  if (!rfp) {
    drawParagraph(doc, NO_RFP_TEXT, THEME.muted);
    return;
  }
  drawParagraph(doc, summaryOf(rfp, rows));
  if (rfp.isBasicTemplate) {
    doc.moveDown(0.3);
    drawParagraph(
      doc,
      'The RFP could not be analysed, so the standard proposal template’s requirements stand in for its own.',
      THEME.muted,
    );
  }
  doc.moveDown(0.8);
  if (rows.length === 0) {
    drawParagraph(doc, 'The analysis found no requirements in the RFP.', THEME.muted);
    return;
  }
  drawTable(doc, {
    header: ['ID', 'Requirement', 'Category', 'Status', 'How the proposal meets it'],
    rows: rows.map((row) => [
      { text: row.requirementId, isBold: true },
      { text: row.requirement },
      { text: capitalize(row.category), color: THEME.muted },
      row.status === 'met'
        ? { text: 'Met', isBold: true, color: MET_GREEN }
        : { text: 'Gap', isBold: true, color: GAP_RED },
      row.status === 'met' ? { text: row.answer } : { text: '—', color: THEME.faint },
    ]),
    fixedWidths: [null, null, 80, null, null],
    fontSize: 8.5,
  });
}

import { type Doc, drawParagraph, drawSubheading, THEME } from '#server/lib/pdf/layout.ts';
import type { ComplianceRow } from '#shared/schemas/proposal-writing.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { drawTable } from './table.ts';

// The customer's compliance matrix (docs/decisions/037): each requirement the proposal meets, the commitment that
// meets it and the section that holds it. What it does not meet is the rep's business in the generator; the
// customer reads it only in an Exceptions section, and only when the rep chose to show one. No internal note
// ("Gap", "still to answer") is ever drawn.

/** The sentence above the matrix: whose RFP is answered. */
function summaryOf(rfp: RfpAnalysis): string {
  const issuer = rfp.specificDetails.issuingOrganization?.trim();
  const whose = issuer ? `${issuer}’s RFP` : 'the RFP';
  return `Each requirement of ${whose} that this proposal meets, with the commitment that meets it and the section of the proposal that holds it.`;
}

/** True when the section has something to show the customer (met rows, or exceptions the rep chose to show). */
export function hasComplianceSection(rows: readonly ComplianceRow[], showExceptions: boolean): boolean {
  return rows.some((row) => row.status === 'met' || showExceptions);
}

/** The compliance matrix of met requirements, then the Exceptions when the rep chose to show them. */
export function drawComplianceSection(
  doc: Doc,
  rfp: RfpAnalysis,
  rows: readonly ComplianceRow[],
  showExceptions: boolean,
): void {
  const met = rows.filter((row) => row.status === 'met');
  const exceptions = rows.filter((row) => row.status === 'gap');
  if (met.length) {
    drawParagraph(doc, summaryOf(rfp));
    doc.moveDown(0.8);
    drawTable(doc, {
      header: ['Requirement', 'Our answer', 'Section'],
      rows: met.map((row) => [
        { text: `${row.requirementId} · ${row.requirement}` },
        { text: row.answer },
        { text: row.section || '—', color: THEME.muted },
      ]),
      fixedWidths: [null, null, 90],
      fontSize: 8.5,
    });
  }
  if (showExceptions && exceptions.length) {
    doc.moveDown(0.8);
    drawSubheading(doc, 'Exceptions');
    drawParagraph(doc, 'This proposal does not include the following requirements of the RFP:');
    doc.moveDown(0.4);
    drawTable(doc, {
      header: ['Requirement', 'Exception'],
      rows: exceptions.map((row) => [
        { text: `${row.requirementId} · ${row.requirement}` },
        { text: 'Not included in this proposal.' },
      ]),
      fontSize: 8.5,
    });
  }
}

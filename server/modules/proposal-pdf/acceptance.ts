import { contentWidth, type Doc, drawParagraph, ensureSpace, FONT, THEME } from '#server/lib/pdf/layout.ts';
import { formatDateUS, formatUsd } from '#shared/calc/format.ts';
import type { ProposalPdfData } from './load-proposal-pdf.ts';

const FIELD_SPACING = 34;
// A signature needs more room above its line than a printed name.
const SIGNATURE_SPACING = 48;

/** A line to write on with its caption under it, optionally pre-filled. */
function drawField(doc: Doc, caption: string, x: number, width: number, filledIn?: string): void {
  const y = doc.y + (caption === 'Signature' ? SIGNATURE_SPACING : FIELD_SPACING);
  if (filledIn) {
    doc
      .font(FONT.body)
      .fontSize(10.5)
      .fillColor(THEME.ink)
      .text(filledIn, x + 2, y - 15, { width: width - 4, height: 14, ellipsis: true, lineBreak: false });
  }
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.8)
    .strokeColor(THEME.ink)
    .stroke();
  doc
    .font(FONT.body)
    .fontSize(8)
    .fillColor(THEME.muted)
    .text(caption, x, y + 4, { width, lineBreak: false });
  doc.y = y + 4;
}

/** Two signatories side by side: captions on one line, then their fields row by row. */
function drawSignatories(
  doc: Doc,
  columns: { caption: string; fields: [string, string?][] }[],
  x: number,
  width: number,
): void {
  const gap = 36;
  const column = (width - gap * (columns.length - 1)) / columns.length;
  const top = doc.y;
  let fieldsTop = top;
  columns.forEach(({ caption }, index) => {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(THEME.brandDark)
      .text(caption, x + index * (column + gap), top, { width: column, lineGap: 1.5 });
    fieldsTop = Math.max(fieldsTop, doc.y);
  });
  const rows = Math.max(...columns.map((item) => item.fields.length));
  for (let row = 0; row < rows; row++) {
    const y = doc.y;
    let end = y;
    columns.forEach(({ fields }, index) => {
      const field = fields[row];
      if (!field) return;
      doc.y = row === 0 ? fieldsTop : y;
      drawField(doc, field[0], x + index * (column + gap), column, field[1]);
      end = Math.max(end, doc.y);
    });
    doc.y = end;
  }
  doc.x = x;
  doc.y += 16;
}

/**
 * The acceptance block: what signing accepts (the program, its annual cost and how long the prices hold), the
 * customer's name, title, signature and date lines, and the rep's for the company, pre-filled with the rep's
 * name and title.
 */
export function drawAcceptanceSection(doc: Doc, data: ProposalPdfData): void {
  const { survey, letterhead, proposal, program } = data;
  const { rep, companyName } = letterhead;
  const validUntil = formatDateUS(proposal.validUntil);
  const total = formatUsd(program.result.totalAnnualCost);
  drawParagraph(
    doc,
    `By signing below, ${survey.facilityName} accepts this proposal for the water treatment program it describes, at an annual cost of ${total}${validUntil ? `, with prices valid until ${validUntil}` : ''}. Please return a signed copy to ${rep.name} (${rep.email}).`,
  );
  ensureSpace(doc, 260);
  doc.moveDown(1.4);
  drawSignatories(
    doc,
    [
      {
        caption: `Accepted for ${survey.facilityName}`,
        fields: [['Name'], ['Title'], ['Signature'], ['Date']],
      },
      {
        caption: companyName ? `Submitted for ${companyName}` : 'Submitted by',
        fields: [['Name', rep.name], ['Title', rep.title ?? undefined], ['Signature'], ['Date']],
      },
    ],
    doc.page.margins.left,
    contentWidth(doc),
  );
}

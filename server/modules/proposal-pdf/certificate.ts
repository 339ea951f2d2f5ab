import { contentWidth, type Doc, drawParagraph, ensureSpace, FONT, THEME } from '#server/lib/pdf/layout.ts';
import { SIGNED_PDF_NOTE } from '#shared/schemas/proposal-sharing.ts';

/** What the certificate page of an accepted proposal records (decision 040). */
export interface AcceptanceAudit {
  sends: { at: Date; to: string[] }[];
  linksMade: Date[];
  opened: { first: Date | null; last: Date | null; count: number };
  accepted: { at: Date; name: string; title: string | null; ipAddress: string; userAgent: string | null };
}

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

function drawRow(doc: Doc, label: string, value: string): void {
  ensureSpace(doc, 30);
  const x = doc.page.margins.left;
  const y = doc.y;
  doc.font(FONT.bold).fontSize(9.5).fillColor(THEME.muted).text(label, x, y, { width: 130 });
  doc
    .font(FONT.body)
    .fontSize(9.5)
    .fillColor(THEME.ink)
    .text(value, x + 140, y, { width: contentWidth(doc) - 140 });
  doc.x = x;
  doc.moveDown(0.5);
}

/** The certificate page: the audit trail of the proposal's sending, opening and acceptance, each with its time. */
export function drawCertificate(doc: Doc, audit: AcceptanceAudit): void {
  drawParagraph(
    doc,
    `This page records how this proposal was sent, opened and accepted. The document is digitally signed. ${SIGNED_PDF_NOTE}`,
    THEME.muted,
  );
  doc.moveDown(0.5);
  for (const send of audit.sends) drawRow(doc, 'Sent by e-mail', `${utc(send.at)} to ${send.to.join(', ')}`);
  for (const made of audit.linksMade) drawRow(doc, 'Link issued', utc(made));
  drawRow(
    doc,
    'Opened',
    audit.opened.count
      ? `${audit.opened.count} time${audit.opened.count === 1 ? '' : 's'}; first ${utc(audit.opened.first!)}, last ${utc(audit.opened.last!)}`
      : 'not recorded',
  );
  const { accepted } = audit;
  drawRow(doc, 'Accepted by', `${accepted.name}${accepted.title ? `, ${accepted.title}` : ''}`);
  drawRow(doc, 'Accepted at', utc(accepted.at));
  drawRow(doc, 'From address', accepted.ipAddress);
  drawRow(doc, 'Browser', accepted.userAgent ?? 'not given');
  drawRow(doc, 'Agreement', 'Ticked "I agree to this proposal" and typed the name above.');
}

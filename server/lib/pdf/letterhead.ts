import type { Letterhead } from '#server/modules/company/letterhead.ts';
import { contentWidth, type Doc, FONT, THEME } from './layout.ts';

const LOGO_BOX = { width: 150, height: 54 } as const;

/** The colour of a PDF's bands: the company's brand colour, else the default. */
export function brandColorOf(letterhead: Letterhead): string {
  return letterhead.brandColor ?? THEME.brand;
}

/** Who the PDF is from, as its header and metadata name them: the company, else the rep. */
export function brandNameOf(letterhead: Letterhead): string {
  return letterhead.companyName ?? letterhead.rep.name;
}

/** The footer's left side: the company with its phone and website (or the rep), then the date. */
export function footerNoteOf(letterhead: Letterhead, date: string): string {
  if (!letterhead.companyName) return `Prepared by ${letterhead.rep.name} · ${date}`;
  return [...letterhead.footerParts, date].join(' · ');
}

/** The rep's lines under their name: title, company, phone, e-mail (what is set). */
export function repLinesOf(letterhead: Letterhead): string[] {
  const { rep, companyName } = letterhead;
  return [rep.title, companyName, rep.phone, rep.email].filter((line): line is string => Boolean(line));
}

/** The logo's size once fitted in its box, keeping its proportions. */
function fitLogo(doc: Doc, logo: Buffer): { width: number; height: number } | null {
  try {
    // pdfkit's openImage (reads the image's size) is missing from its type declarations.
    const image = (doc as Doc & { openImage(src: Buffer): { width: number; height: number } }).openImage(
      logo,
    );
    const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height, 1);
    return { width: image.width * scale, height: image.height * scale };
  } catch {
    // A logo pdfkit cannot read leaves the letterhead with the company's name alone.
    return null;
  }
}

/**
 * The company's letterhead at the top of a cover, on white: the logo, then the name in the brand colour, the
 * address and contact line, and the licence and certification lines. Answers the y below it; draws nothing (and
 * answers `y`) until the company is set.
 */
export function drawLetterhead(doc: Doc, letterhead: Letterhead, y: number): number {
  if (!letterhead.companyName) return y;
  const x = THEME.margin;
  const width = contentWidth(doc);
  const logoSize = letterhead.logo ? fitLogo(doc, letterhead.logo) : null;
  if (letterhead.logo && logoSize) doc.image(letterhead.logo, x, y, logoSize);
  const textX = logoSize ? x + logoSize.width + 18 : x;
  const textWidth = width - (textX - x);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(brandColorOf(letterhead))
    .text(letterhead.companyName, textX, y, { width: textWidth, lineGap: 1 });
  doc.font(FONT.body).fontSize(8.5).fillColor(THEME.muted);
  for (const line of letterhead.contactLines) doc.text(line, textX, doc.y + 1, { width: textWidth });
  doc.fontSize(7.5).fillColor(THEME.faint);
  for (const line of letterhead.credentialLines) doc.text(line, textX, doc.y + 1, { width: textWidth });
  return Math.max(doc.y, y + (logoSize?.height ?? 0));
}

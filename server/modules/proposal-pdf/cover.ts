import { contentWidth, type Doc, FONT, THEME } from '#server/lib/pdf/layout.ts';
import { brandColorOf, drawLetterhead, repLinesOf } from '#server/lib/pdf/letterhead.ts';
import { formatDateUS, formatUsd } from '#shared/calc/format.ts';
import { INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import type { ProposalPdfData } from './load-proposal-pdf.ts';

/** A line of the cover's contents: a part of the PDF and the page it starts on (filled in at the end). */
export interface ContentsEntry {
  title: string;
  pageIndex: number;
  /** The named destination at its start (a click on the line goes there). */
  destination: string;
  /** 1: a part of the PDF; 2: a section of the written proposal, listed under it when the page has room. */
  level: 1 | 2;
}

/** Where the cover keeps room for the contents, filled in once every page exists. */
export interface ContentsSlot {
  x: number;
  y: number;
  width: number;
}

const BAND_PADDING = 40;

/** The band in the company's colour from `top`: "Water Treatment Proposal", the proposal's title large; answers its bottom. */
function drawBand(doc: Doc, title: string, top: number, color: string): number {
  const x = THEME.margin;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(24);
  const titleHeight = doc.heightOfString(title, { width, lineGap: 2 });
  const bandHeight = BAND_PADDING + 28 + titleHeight + BAND_PADDING - 8;
  doc.rect(0, top, doc.page.width, bandHeight).fill(color);
  doc
    .font(FONT.body)
    .fontSize(9)
    .fillColor('#eef4f7')
    .text('WATER TREATMENT PROPOSAL', x, top + BAND_PADDING, { lineBreak: false, characterSpacing: 0.6 });
  doc
    .font(FONT.bold)
    .fontSize(24)
    .fillColor('#ffffff')
    .text(title, x, top + BAND_PADDING + 20, { width, lineGap: 2 });
  return top + bandHeight;
}

/** A caption and its lines, in a column. */
function drawParty(
  doc: Doc,
  caption: string,
  lines: { text: string; isStrong?: boolean }[],
  x: number,
  y: number,
  width: number,
): number {
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(THEME.muted)
    .text(caption.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
  doc.y += 4;
  for (const line of lines) {
    doc
      .font(line.isStrong ? FONT.bold : FONT.body)
      .fontSize(line.isStrong ? 13 : 9.5)
      .fillColor(line.isStrong ? THEME.ink : THEME.muted)
      .text(line.text, x, doc.y, { width, lineGap: 1.5 });
    if (line.isStrong) doc.y += 2;
  }
  return doc.y;
}

/** The facts a reader looks for first, in tinted boxes. */
function drawKeyFigures(doc: Doc, figures: [string, string][], y: number): number {
  const x = THEME.margin;
  const gap = 10;
  const width = (contentWidth(doc) - gap * (figures.length - 1)) / figures.length;
  const height = 52;
  figures.forEach(([label, value], index) => {
    const left = x + index * (width + gap);
    doc.roundedRect(left, y, width, height, 4).fill(THEME.brandTint);
    doc
      .font(FONT.bold)
      .fontSize(7.5)
      .fillColor(THEME.muted)
      .text(label.toUpperCase(), left + 10, y + 10, {
        width: width - 20,
        characterSpacing: 0.6,
        lineBreak: false,
      });
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(THEME.brandDark)
      .text(value, left + 10, y + 25, { width: width - 20, height: 18, ellipsis: true, lineBreak: false });
  });
  return y + height;
}

/**
 * Page 1: the company's letterhead (logo, name, contact, licences) once it is set, the proposal's title on a band
 * in the company's colour, who it is for (facility, address, contact) and who prepares it (the rep's name, title,
 * company, phone and e-mail), the key figures, and room for the contents; answers that room.
 */
export function drawCover(
  doc: Doc,
  data: ProposalPdfData,
  generatedAt: Date,
  timeZone?: string,
): ContentsSlot {
  const { proposal, survey, letterhead, program } = data;
  const x = THEME.margin;
  const width = contentWidth(doc);
  const letterheadEnd = drawLetterhead(doc, letterhead, 36);
  const bandTop = letterhead.companyName ? letterheadEnd + 20 : 0;
  const top = drawBand(doc, proposal.title, bandTop, brandColorOf(letterhead)) + 30;
  const column = (width - 30) / 2;
  const contact = [survey.contactName, survey.contactPhone, survey.contactEmail]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
  const leftEnd = drawParty(
    doc,
    'Prepared for',
    [
      { text: survey.facilityName, isStrong: true },
      { text: survey.facilityAddress },
      { text: labelOf(INDUSTRY_TYPES, survey.industryType) },
      ...contact.map((text) => ({ text })),
    ],
    x,
    top,
    column,
  );
  const rightEnd = drawParty(
    doc,
    'Prepared by',
    [{ text: letterhead.rep.name, isStrong: true }, ...repLinesOf(letterhead).map((text) => ({ text }))],
    x + column + 30,
    top,
    column,
  );
  const validUntil = formatDateUS(proposal.validUntil);
  const products = program.input.chemicals.length;
  const figuresEnd = drawKeyFigures(
    doc,
    [
      ['Annual cost', formatUsd(program.result.totalAnnualCost)],
      ['Products', `${products} ${products === 1 ? 'product' : 'products'}`],
      [
        'Date',
        proposal.proposalDate ? formatDateUS(proposal.proposalDate) : formatDateUS(generatedAt, timeZone),
      ],
      ['Valid until', validUntil || '—'],
    ],
    Math.max(leftEnd, rightEnd) + 26,
  );
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(THEME.muted)
    .text('CONTENTS', x, figuresEnd + 30, { characterSpacing: 0.8 });
  return { x, y: doc.y + 6, width };
}

const LINE = { 1: 20, 2: 16 } as const;

/** One line of the contents: the title, dot leaders and the page number. */
function drawContentsLine(doc: Doc, slot: ContentsSlot, entry: ContentsEntry, y: number): void {
  const page = String(entry.pageIndex + 1);
  const indent = entry.level === 2 ? 14 : 0;
  doc
    .font(FONT.body)
    .fontSize(entry.level === 2 ? 9.5 : 10.5)
    .fillColor(entry.level === 2 ? THEME.muted : THEME.ink);
  const pageWidth = doc.widthOfString(page);
  const room = slot.width - indent - pageWidth - 24;
  doc.text(entry.title, slot.x + indent, y, {
    width: room,
    height: LINE[entry.level],
    ellipsis: true,
    lineBreak: false,
    goTo: entry.destination,
  });
  const titleWidth = Math.min(doc.widthOfString(entry.title), room);
  doc.text(page, slot.x + slot.width - pageWidth, y, { lineBreak: false });
  const from = slot.x + indent + titleWidth + 8;
  const to = slot.x + slot.width - pageWidth - 8;
  if (to > from) {
    doc
      .moveTo(from, y + 10)
      .lineTo(to, y + 10)
      .dash(0.5, { space: 2.5 })
      .lineWidth(0.7)
      .strokeColor(THEME.faint)
      .stroke()
      .undash();
  }
}

/**
 * Fills in the contents on page 1 with the page each part starts on (known only now); the written proposal's
 * sections are listed under it when the page has room for all of them.
 */
export function drawContents(doc: Doc, slot: ContentsSlot, entries: ContentsEntry[]): void {
  doc.switchToPage(doc.bufferedPageRange().start);
  const height = (list: ContentsEntry[]) => list.reduce((sum, entry) => sum + LINE[entry.level], 0);
  const room = doc.page.maxY() - slot.y;
  const shown = height(entries) <= room ? entries : entries.filter((entry) => entry.level === 1);
  let y = slot.y;
  for (const entry of shown) {
    drawContentsLine(doc, slot, entry, y);
    y += LINE[entry.level];
  }
}

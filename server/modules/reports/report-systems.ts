import { drawGrid } from '#server/lib/pdf/grid.ts';
import {
  contentWidth,
  type Doc,
  drawKeyValueGrid,
  drawParagraph,
  drawSectionHeading,
  drawSubheading,
  ensureSpace,
  FONT,
  type GridPair,
  RULED_ROWS,
  THEME,
} from '#server/lib/pdf/layout.ts';
import {
  groupSystemsByLocation,
  NO_EQUIPMENT,
  systemDisplayName,
  systemFields,
} from '#shared/report/index.ts';
import type { PhotoContent } from './load-report-photos.ts';
import type { ReportEquipment } from './load-survey-report.ts';

const UNREADABLE_NOTE = 'Photo could not be read — view it in the app';
const THUMB = { width: 156, height: 117, gap: 18, caption: 24 } as const;

/** Systems Inventory by Location: a group per location with its unit count, each system with its figures, chemicals and photos. */
export function drawSystemsSection(
  doc: Doc,
  systems: ReportEquipment[],
  conductivity: number | null,
  photos: Map<number, PhotoContent>,
): void {
  drawSectionHeading(doc, 'Systems Inventory by Location');
  if (!systems.length) {
    drawParagraph(doc, NO_EQUIPMENT, THEME.faint);
    return;
  }
  for (const group of groupSystemsByLocation(systems)) {
    drawGroupHeading(doc, group.location, group.countLabel);
    for (const system of group.systems) drawSystem(doc, system, conductivity, photos);
  }
}

function drawGroupHeading(doc: Doc, location: string, countLabel: string): void {
  ensureSpace(doc, 160);
  doc.moveDown(0.6);
  const x = doc.page.margins.left;
  const y = doc.y;
  const width = contentWidth(doc);
  doc.rect(x, y, width, 24).fill(THEME.brandTint);
  doc.rect(x, y, 3, 24).fill(THEME.brand);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(THEME.brandDark)
    .text(location, x + 12, y + 6, { width: width - 110, height: 14, ellipsis: true });
  doc.font(FONT.bold).fontSize(9).fillColor(THEME.muted);
  doc.text(countLabel, x, y + 7.5, { width: width - 10, align: 'right', lineBreak: false });
  doc.y = y + 24 + 10;
}

function drawSystem(
  doc: Doc,
  system: ReportEquipment,
  conductivity: number | null,
  photos: Map<number, PhotoContent>,
) {
  ensureSpace(doc, 130);
  const name = systemDisplayName(system);
  doc.font(FONT.bold).fontSize(12).fillColor(THEME.ink);
  doc.text(name, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  drawKeyValueGrid(doc, gridPairs(system, conductivity));
  drawChemicals(doc, system.currentChemicals, name);
  if (system.photos.length) drawPhotos(doc, system.photos, photos, name);
  doc.moveDown(1.4);
}

/** The shared report fields, with a dash for what was not recorded. */
function gridPairs(system: ReportEquipment, conductivity: number | null): GridPair[] {
  return systemFields(system, conductivity).map((field) =>
    field.value === null
      ? { label: field.label, value: '—', isPlaceholder: true }
      : { ...field, value: field.value },
  );
}

/** Names the system again when its chemicals or photos start on a new page. */
function drawContinuation(doc: Doc, systemName: string): void {
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(THEME.muted)
    .text(`${systemName} (continued)`, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

function drawChemicals(doc: Doc, chemicals: ReportEquipment['currentChemicals'], systemName: string): void {
  doc.moveDown(0.7);
  if (ensureSpace(doc, 44)) drawContinuation(doc, systemName);
  drawSubheading(doc, 'Current Chemicals');
  if (!chemicals.length) {
    doc
      .font(FONT.body)
      .fontSize(9.5)
      .fillColor(THEME.faint)
      .text('None recorded', doc.page.margins.left, doc.y);
    return;
  }
  doc.x = doc.page.margins.left;
  doc.font(FONT.body).fontSize(9.5);
  drawGrid(doc, {
    columnStyles: [170, '*'],
    defaultStyle: {
      ...RULED_ROWS,
      padding: [4, 6, 4, 0],
    },
    data: chemicals.map((chemical) => [
      { text: chemical.name, font: { src: FONT.bold, size: 9.5 }, textColor: THEME.ink },
      chemical.description?.trim()
        ? { text: chemical.description.trim(), textColor: THEME.ink }
        : { text: 'No description', textColor: THEME.faint },
    ]),
  });
}

function drawPhotos(
  doc: Doc,
  rows: ReportEquipment['photos'],
  photos: Map<number, PhotoContent>,
  systemName: string,
): void {
  const cellHeight = THUMB.height + THUMB.caption + 10;
  doc.moveDown(0.7);
  if (ensureSpace(doc, cellHeight + 24)) drawContinuation(doc, systemName);
  drawSubheading(doc, 'Photos');
  const perRow = Math.max(1, Math.floor((contentWidth(doc) + THUMB.gap) / (THUMB.width + THUMB.gap)));
  let rowTop = doc.y;
  rows.forEach((photo, index) => {
    const column = index % perRow;
    if (column === 0 && index > 0) {
      doc.y = rowTop + cellHeight;
      ensureSpace(doc, cellHeight);
      rowTop = doc.y;
    }
    const x = doc.page.margins.left + column * (THUMB.width + THUMB.gap);
    drawThumbnail(doc, x, rowTop, photos.get(photo.id) ?? { kind: 'missing' });
    doc
      .font(FONT.body)
      .fontSize(8)
      .fillColor(THEME.muted)
      .text(photo.description?.trim() || `Photo ${index + 1}`, x, rowTop + THUMB.height + 4, {
        width: THUMB.width,
        height: THUMB.caption,
        ellipsis: true,
      });
  });
  doc.y = rowTop + cellHeight;
  doc.x = doc.page.margins.left;
}

/** A thumbnail box: the image fitted inside, or a note saying why it is not shown. */
function drawThumbnail(doc: Doc, x: number, y: number, content: PhotoContent): void {
  const { width, height } = THUMB;
  doc.rect(x, y, width, height).fill('#f4f7f9');
  let note: string | null = null;
  if (content.kind === 'image') {
    try {
      doc.image(content.data, x + 2, y + 2, {
        fit: [width - 4, height - 4],
        align: 'center',
        valign: 'center',
      });
    } catch {
      note = UNREADABLE_NOTE;
    }
  } else if (content.kind === 'unreadable') {
    note = UNREADABLE_NOTE;
  } else if (content.kind === 'unsupported') {
    note = `Photo (${content.format}) not embeddable — view in the app`;
  } else {
    note = 'Photo unavailable — view it in the app';
  }
  doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(THEME.rule).stroke();
  if (note) {
    doc
      .font(FONT.body)
      .fontSize(8)
      .fillColor(THEME.muted)
      .text(note, x + 10, y + height / 2 - 12, { width: width - 20, align: 'center' });
  }
}

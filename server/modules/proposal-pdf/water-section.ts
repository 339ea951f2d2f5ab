import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { waterQuality } from '#db/schema/index.ts';
import {
  contentWidth,
  type Doc,
  drawParagraph,
  drawSubheading,
  ensureSpace,
  FONT,
  THEME,
} from '#server/lib/pdf/layout.ts';
import type { ProposalRow } from '#server/modules/proposals/ownership.ts';
import type { EquipmentRow } from '#server/modules/proposals/program-input.ts';
import { findControlRanges } from '#server/modules/water-ranges/control-ranges.ts';
import { pickRangeSystemType } from '#shared/water/control-ranges.ts';
import {
  buildWaterRecommendation,
  formatCycles,
  type ProjectionRow,
  type WaterRecommendation,
} from '#shared/water/recommendation.ts';
import { drawTable, type TableCell } from './table.ts';

// The proposal PDF's "Scale and Cycles Recommendation": the texts come from shared/water/recommendation.ts, which
// the generator's what-if and the detail page use too, so the three show the same figures.

const RED = '#a31d1d';
const GREEN = '#14653a';
const PROJECTION_ROW_HEIGHT = 21;

/**
 * Builds the recommendation of a proposal from its survey's water test, its skin temperature and target cycles,
 * and the signed-in user's own control ranges for the survey's system type (the caller has checked ownership).
 */
export async function loadWaterRecommendation(
  db: Database,
  userId: string,
  proposal: Pick<ProposalRow, 'surveyId' | 'skinTemperatureF' | 'targetCycles'>,
  equipment: readonly Pick<EquipmentRow, 'type'>[],
): Promise<WaterRecommendation> {
  const systemType = pickRangeSystemType(equipment.map((system) => system.type));
  const [[water], ranges] = await Promise.all([
    db.select().from(waterQuality).where(eq(waterQuality.surveyId, proposal.surveyId)).limit(1),
    findControlRanges(db, userId, systemType),
  ]);
  return buildWaterRecommendation({
    water: water ?? null,
    skinTemperatureF: proposal.skinTemperatureF,
    targetCycles: proposal.targetCycles,
    systemType,
    limits: ranges.cycleLimits,
  });
}

function drawLine(doc: Doc, text: string, options: { isBold?: boolean; color?: string; size?: number } = {}) {
  doc.x = doc.page.margins.left;
  doc
    .font(options.isBold ? FONT.bold : FONT.body)
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? THEME.ink)
    .text(text, { width: contentWidth(doc), lineGap: 2 });
}

function projectionCells(row: ProjectionRow): TableCell[] {
  const breaks = (key: ProjectionRow['exceeds'][number]) => row.exceeds.includes(key);
  const cell = (text: string | null, isOver = false): TableCell => ({
    text: text ?? '—',
    isBold: isOver || row.isTarget,
    color: isOver ? RED : undefined,
  });
  const [lsi, rsi, psi] = row.indices;
  return [
    cell(row.isTarget ? `${formatCycles(row.cycles)} (target)` : formatCycles(row.cycles)),
    cell(row.ph),
    cell(lsi!.value, breaks('lsi')),
    cell(rsi!.value),
    cell(psi!.value),
    cell(row.calciumHardness, breaks('calciumHardness')),
    cell(row.silica, breaks('silica')),
    cell(row.chlorides, breaks('chlorides')),
  ];
}

function drawTarget(doc: Doc, recommendation: WaterRecommendation): void {
  const { target } = recommendation;
  // Without a saved target there is nothing to say to the customer; the generator asks the rep for one.
  if (target === null) return;
  drawLine(doc, target.sentence, { isBold: true, color: target.isWithin ? GREEN : RED });
  for (const breach of target.breaches) drawLine(doc, `At the target: ${breach}.`, { color: RED, size: 9 });
  doc.moveDown(0.5);
  drawTable(doc, {
    header: ['Index at the target', 'Value', 'Verdict', 'Meaning'],
    rows: target.indices.map((index) => [
      { text: `${index.shortName} (${index.name})`, isBold: true },
      { text: index.value, isBold: true },
      { text: index.verdict },
      { text: index.meaning },
    ]),
    align: ['left', 'right', 'left', 'left'],
  });
}

/**
 * Draws the recommendation: the recommended maximum cycles and the limit that sets it, the target's indices and
 * whether it stays within, the projection 2 to 10 cycles, the limits and what is estimated or assumed; or, when the
 * water test lacks an input, the engine's reason.
 */
export function drawWaterSection(doc: Doc, recommendation: WaterRecommendation): void {
  if (recommendation.missing !== null) {
    drawParagraph(doc, `Not calculated. ${recommendation.missing}`, THEME.muted);
    doc.moveDown(0.3);
    drawParagraph(
      doc,
      'Add what is missing to the survey’s water quality (step 3) to see the recommendation.',
      THEME.muted,
    );
    return;
  }
  drawLine(doc, recommendation.maxCyclesSentence ?? '', { isBold: true, size: 12 });
  drawLine(doc, `${recommendation.limitingSentence ?? ''}.`);
  doc.moveDown(0.6);
  drawTarget(doc, recommendation);
  doc.moveDown(0.8);
  // The projection is short: kept on one page with its caption rather than split for a row or two.
  ensureSpace(doc, 50 + (recommendation.rows.length + 1) * PROJECTION_ROW_HEIGHT);
  drawSubheading(doc, `Projection over cycles · ${recommendation.skinTemperatureText}`);
  drawTable(doc, {
    header: ['Cycles', 'pH', 'LSI', 'RSI', 'PSI', 'Ca hardness (mg/L)', 'Silica (mg/L)', 'Chlorides (mg/L)'],
    rows: recommendation.rows.map(projectionCells),
    align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    fontSize: 8.5,
  });
  doc.moveDown(0.6);
  const notes = [
    'Figures in red break a limit.',
    recommendation.limitsSentence,
    `${recommendation.skinTemperatureText}.`,
    ...recommendation.notes,
  ];
  // The notes stay together, so no sentence is cut by a page break.
  doc.font(FONT.body).fontSize(8.5);
  const width = contentWidth(doc);
  ensureSpace(
    doc,
    notes.reduce((sum, line) => sum + doc.heightOfString(line, { width, lineGap: 2 }), 0),
  );
  for (const line of notes) drawLine(doc, line, { color: THEME.muted, size: 8.5 });
}

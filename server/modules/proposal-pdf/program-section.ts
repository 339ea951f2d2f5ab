import {
  contentWidth,
  type Doc,
  drawParagraph,
  drawSubheading,
  ensureSpace,
  FONT,
  THEME,
} from '#server/lib/pdf/layout.ts';
import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { CYCLES_LABEL, describeCycles } from '#shared/proposals/figures.ts';
import {
  chemicalDisplayName,
  describeCyclesSource,
  describeProgramChemicalMath,
  listMathAssumptions,
  listMathSteps,
} from '#shared/proposals/math-steps.ts';
import { buildProgramLines, PROGRAM_TABLE_HEADERS } from '#shared/proposals/program-lines.ts';
import { systemDisplayName } from '#shared/report/index.ts';
import type { ProposalPdfData } from './load-proposal-pdf.ts';
import { drawTable } from './table.ts';

/** Said of a chemical that treats no system: the engine does not price it. */
export const NO_SYSTEM_TEXT = 'No system selected';

const AMBER = '#92400e';

/** A bold label and its value on one line ("Total make-up water: 17,745,308 gal/yr"). */
function drawFigureLine(doc: Doc, label: string, value: string, note?: string): void {
  doc.x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(9.5).fillColor(THEME.ink).text(`${label}: `, { continued: true, width });
  doc.font(FONT.body).text(value, { continued: Boolean(note), width });
  if (note) doc.fillColor(THEME.muted).text(` — ${note}`, { width });
}

/**
 * The chemical program as the generator and the proposal detail page show it: each product with the systems it
 * treats, its rate and price, the engine's pounds, gallons and annual cost, and the total (the same functions,
 * so the same figures to the cent and the same formatting).
 */
export function drawProgramSection(doc: Doc, data: ProposalPdfData): void {
  const { program, equipment } = data;
  drawParagraph(
    doc,
    'Usage and cost are worked out by the calculation engine from the equipment data recorded in the survey — the same figures as the proposal generator.',
    THEME.muted,
  );
  doc.moveDown(0.8);
  const lines = buildProgramLines(program, equipment);
  const total = formatUsd(program.result.totalAnnualCost);
  if (lines.length === 0) {
    drawParagraph(doc, 'No chemicals in this program yet.', THEME.faint);
  } else {
    drawTable(doc, {
      header: [...PROGRAM_TABLE_HEADERS],
      rows: lines.map((line) => [
        { text: line.name || chemicalDisplayName(line, line.key), isBold: true },
        line.needsSystems ? { text: NO_SYSTEM_TEXT, color: AMBER } : { text: line.systems },
        { text: line.rate },
        { text: line.price },
        { text: line.lbsPerYear },
        { text: line.gallonsPerYear },
        { text: line.annualCost, isBold: true },
      ]),
      footer: [
        {
          text: 'Total annual cost',
          isBold: true,
          color: THEME.brandDark,
          span: PROGRAM_TABLE_HEADERS.length - 1,
        },
        { text: total, isBold: true, color: THEME.brandDark },
      ],
      align: ['left', 'left', 'left', 'left', 'right', 'right', 'right'],
      fontSize: 8.5,
    });
  }
  doc.moveDown(1);
  drawFigureLine(doc, 'Make-up water', `${formatNumber(program.result.totalMakeupGallonsPerYear)} gal/yr`);
  doc.moveDown(0.3);
  const cycles = describeCycles(program.input.conductivity, program.input.systems);
  drawFigureLine(doc, CYCLES_LABEL, cycles.text, cycles.note);
}

interface Pair {
  label: string;
  value: string;
  note?: string;
  isBold?: boolean;
}

/** Labels take a little over half the width: values are short figures. */
function labelWidthOf(width: number): number {
  return Math.min(190, width * 0.56);
}

/** A label on the left and its value on the right (with how it was reached, small, under the value). */
function drawPair(doc: Doc, pair: Pair, x: number, width: number): void {
  const labelWidth = labelWidthOf(width);
  const font = pair.isBold ? FONT.bold : FONT.body;
  const y = doc.y;
  doc
    .font(font)
    .fontSize(9)
    .fillColor(pair.isBold ? THEME.ink : THEME.muted)
    .text(pair.label, x, y, { width: labelWidth - 8 });
  const labelEnd = doc.y;
  doc
    .font(font)
    .fontSize(9)
    .fillColor(THEME.ink)
    .text(pair.value, x + labelWidth, y, {
      width: width - labelWidth,
      align: 'right',
    });
  if (pair.note) {
    doc
      .font(FONT.body)
      .fontSize(7.5)
      .fillColor(THEME.faint)
      .text(pair.note, x + labelWidth, doc.y, { width: width - labelWidth, align: 'right' });
  }
  doc.y = Math.max(doc.y, labelEnd) + 2;
}

/** How tall a pair is once set (the taller of its label and its value with the note). */
function pairHeight(doc: Doc, pair: Pair, width: number): number {
  const labelWidth = labelWidthOf(width);
  doc.font(pair.isBold ? FONT.bold : FONT.body).fontSize(9);
  const label = doc.heightOfString(pair.label, { width: labelWidth - 8 });
  let value = doc.heightOfString(pair.value, { width: width - labelWidth });
  if (pair.note)
    value += doc
      .font(FONT.body)
      .fontSize(7.5)
      .heightOfString(pair.note, { width: width - labelWidth });
  return Math.max(label, value) + 2;
}

type SystemExplanation = ProposalPdfData['program']['explanation']['systems'][number];

const BOX_PADDING = 9;

function makeupPair(system: SystemExplanation): Pair {
  return {
    label: system.isCredit ? 'Make-up credit' : 'Make-up water',
    value: `${formatNumber(system.makeupGallonsPerYear)} gal/yr`,
    isBold: true,
  };
}

/** The height of a system's box: name, steps, what is missing, and its make-up water under a rule. */
function systemBoxHeight(doc: Doc, system: SystemExplanation, name: string, width: number): number {
  const inner = width - BOX_PADDING * 2;
  let height = doc.font(FONT.bold).fontSize(10).heightOfString(name, { width: inner });
  height += doc.font(FONT.body).fontSize(8).heightOfString(system.label, { width: inner }) + 5;
  for (const step of listMathSteps(system)) height += pairHeight(doc, step, inner);
  doc.font(FONT.bold).fontSize(8.5);
  for (const text of system.missing) height += doc.heightOfString(text, { width: inner });
  height += 8 + pairHeight(doc, makeupPair(system), inner);
  return height + BOX_PADDING * 2;
}

/** A system's box, as the generator's panel shows it, at (x, top). */
function drawSystemBox(
  doc: Doc,
  system: SystemExplanation,
  name: string,
  box: { x: number; top: number; width: number; height: number },
) {
  const x = box.x + BOX_PADDING;
  const inner = box.width - BOX_PADDING * 2;
  doc.roundedRect(box.x, box.top, box.width, box.height, 4).lineWidth(0.6).strokeColor(THEME.rule).stroke();
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(THEME.ink)
    .text(name, x, box.top + BOX_PADDING, { width: inner });
  doc.font(FONT.body).fontSize(8).fillColor(THEME.muted).text(system.label, x, doc.y, { width: inner });
  doc.y += 5;
  for (const step of listMathSteps(system)) drawPair(doc, step, x, inner);
  for (const text of system.missing) {
    doc.font(FONT.bold).fontSize(8.5).fillColor(AMBER).text(text, x, doc.y, { width: inner });
  }
  const y = doc.y + 3;
  doc
    .moveTo(x, y)
    .lineTo(x + inner, y)
    .lineWidth(0.5)
    .strokeColor(THEME.rule)
    .stroke();
  doc.y = y + 5;
  drawPair(doc, makeupPair(system), x, inner);
}

/** The systems' boxes two to a row, each row kept on one page. */
function drawSystemBoxes(doc: Doc, systems: SystemExplanation[], names: Map<string, string>): void {
  const x = doc.page.margins.left;
  const gap = 14;
  const width = (contentWidth(doc) - gap) / 2;
  const nameOf = (system: SystemExplanation) => names.get(String(system.id)) ?? system.label;
  for (let index = 0; index < systems.length; index += 2) {
    const row = systems.slice(index, index + 2);
    const height = Math.max(...row.map((system) => systemBoxHeight(doc, system, nameOf(system), width)));
    ensureSpace(doc, height + 6);
    const top = doc.y;
    row.forEach((system, column) => {
      drawSystemBox(doc, system, nameOf(system), { x: x + column * (width + gap), top, width, height });
    });
    doc.x = x;
    doc.y = top + height + gap;
  }
}

/**
 * "Show the math", as the generator's panel shows it: the cycles figure and its sources, each system's inputs
 * and factors with its make-up water, the total, and each chemical's usage and cost in words.
 */
export function drawMathAppendix(doc: Doc, data: ProposalPdfData): void {
  const { explanation, input, result } = data.program;
  const names = new Map(data.equipment.map((item) => [String(item.id), systemDisplayName(item)]));
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  drawParagraph(doc, 'The inputs and factors behind every figure, system by system.', THEME.muted);
  doc.moveDown(0.8);
  const assumptions = listMathAssumptions(input);
  if (assumptions.length > 0) {
    drawSubheading(doc, 'Assumptions');
    for (const line of assumptions) drawParagraph(doc, `• ${line}`, THEME.muted);
    doc.moveDown(1);
  }

  drawSubheading(doc, 'Cycles of concentration');
  const cyclesText = explanation.cycles === null ? 'unknown' : formatNumber(explanation.cycles, 2);
  drawFigureLine(doc, 'Cycles of concentration', cyclesText);
  const sources = explanation.cyclesSources.map((source) =>
    describeCyclesSource(names.get(String(source.id)) ?? 'System', source, explanation.conductivity),
  );
  if (sources.length > 1) sources.push('Cycles are the mean of these.');
  if (sources.length === 0) {
    sources.push(
      "Cycles need the water's conductivity and a bleed setpoint on a cooling tower, evaporative condenser or chiller.",
    );
  }
  for (const line of sources) drawParagraph(doc, line, THEME.muted);
  if (explanation.blowdownNote) drawParagraph(doc, explanation.blowdownNote, AMBER);
  doc.moveDown(1);

  drawSubheading(doc, 'Make-up water by system');
  if (explanation.systems.length === 0) {
    drawParagraph(doc, 'This survey has no systems, so there is no make-up water.', THEME.muted);
  }
  drawSystemBoxes(doc, explanation.systems, names);
  doc.moveDown(0.4);
  drawFigureLine(doc, 'Total make-up water', `${formatNumber(explanation.totalMakeupGallonsPerYear)} gal/yr`);

  if (input.chemicals.length === 0) return;
  doc.moveDown(1.2);
  // The caption keeps company with the first chemical.
  ensureSpace(doc, 90);
  drawSubheading(doc, 'Chemicals');
  input.chemicals.forEach((chemical, index) => {
    const lines = describeProgramChemicalMath(chemical, result.chemicals[index], index);
    ensureSpace(doc, 20 + (lines?.length ?? 1) * 14);
    doc.moveDown(0.3);
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(THEME.ink)
      .text(chemicalDisplayName(chemical, index), x, doc.y, { width });
    if (!lines) {
      drawParagraph(doc, `${NO_SYSTEM_TEXT}: not priced until it treats a system.`, AMBER);
      return;
    }
    for (const line of lines) {
      doc
        .font(FONT.body)
        .fontSize(9)
        .fillColor(THEME.muted)
        .text(line, x + 10, doc.y, { width: width - 10 });
    }
  });
}

import type { BriefMeasurement, WritingBrief } from '../brief.ts';
import { usDate } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, bullets, cell, quote, table } from './markdown.ts';

// The water analysis: the survey's make-up water test, read for what it means to these systems.

function measurementOf(measurements: BriefMeasurement[], key: string): BriefMeasurement | null {
  return measurements.find((m) => m.key === key) ?? null;
}

/** One sentence on the make-up water's hardness (USGS classes), or null when it was not tested. */
export function describeHardness(measurements: BriefMeasurement[]): string | null {
  const hardness = measurementOf(measurements, 'hardness');
  if (!hardness) return null;
  const value = hardness.value;
  if (value < 60)
    return `soft (${hardness.text}); scale is unlikely, so corrosion control leads the program.`;
  if (value < 120)
    return `moderately hard (${hardness.text}); scale forms as it concentrates, so cycles are held at the setpoint.`;
  if (value < 180)
    return `hard (${hardness.text}); scale control is the first task of the inhibitor and of the bleed.`;
  return `very hard (${hardness.text}); scale limits how far the water can be concentrated, and softening pays for itself.`;
}

function readings(brief: WritingBrief, measurements: BriefMeasurement[]): string[] {
  const lines: string[] = [];
  const hardness = describeHardness(measurements);
  if (hardness) lines.push(`**Hardness:** ${hardness}`);
  const ph = measurementOf(measurements, 'ph');
  if (ph) {
    const reading =
      ph.value > 8
        ? 'alkaline, so scaling tendency rises as the water concentrates in the towers'
        : ph.value < 7
          ? 'slightly acidic, which is corrosive to mild steel and copper until it is buffered'
          : 'near neutral';
    lines.push(`**pH ${ph.text}:** ${reading}.`);
  }
  const alkalinity = measurementOf(measurements, 'alkalinity');
  if (alkalinity) {
    lines.push(
      `**Alkalinity ${alkalinity.text}:** together with the hardness, it sets the calcium carbonate scaling potential the inhibitor must hold back.`,
    );
  }
  const conductivity = measurementOf(measurements, 'conductivity');
  if (conductivity) {
    const cycles = brief.program.cycles;
    const cyclesText =
      cycles.value === null
        ? `cycles of concentration cannot be worked out yet (${cycles.note.toLowerCase()})`
        : `the bleed setpoints put the program at ${cycles.text} cycles of concentration (${cycles.note.toLowerCase()})`;
    lines.push(`**Conductivity ${conductivity.text}:** ${cyclesText}.`);
  }
  const silica = measurementOf(measurements, 'silica');
  if (silica) {
    lines.push(
      `**Silica ${silica.text}:** silica does not respond to scale inhibitors the way hardness does, so it is watched as cycles rise.`,
    );
  }
  const iron = measurementOf(measurements, 'iron');
  if (iron) {
    lines.push(
      iron.value > 0.3
        ? `**Iron ${iron.text}:** above the 0.3 ppm secondary drinking-water standard; iron fouls heat-transfer surfaces and feeds deposits, so it is tracked at each visit.`
        : `**Iron ${iron.text}:** low; a rise in the systems’ iron readings would point to corrosion.`,
    );
  }
  const chlorides = measurementOf(measurements, 'chlorides');
  if (chlorides) {
    lines.push(
      chlorides.value > 250
        ? `**Chlorides ${chlorides.text}:** high; chlorides are corrosive to stainless steel and limit cycles.`
        : `**Chlorides ${chlorides.text}:** within normal limits for city water.`,
    );
  }
  return lines;
}

/** The water analysis section: the measured values, what they mean, and what was not tested. */
export function writeWaterAnalysis(brief: WritingBrief): string {
  const water = brief.water;
  const heading = `## ${SECTION_TITLES.water}`;
  if (!water || water.measurements.length === 0) {
    return blocks(
      heading,
      'No make-up water test was recorded in the survey. The make-up water will be tested at the first service visit; until then the program’s cycles of concentration cannot be worked out.',
    );
  }
  const sampled = [
    water.testDate ? `sampled on ${usDate(water.testDate)}` : null,
    water.testedBy ? `tested by ${water.testedBy}` : null,
  ].filter(Boolean);
  const untested = [
    'Conductivity',
    'pH',
    'Hardness',
    'Alkalinity',
    'Silica',
    'Iron',
    'Copper',
    'Chlorides',
  ].filter((label) => !water.measurements.some((m) => m.label === label));
  return blocks(
    heading,
    `The survey’s water test is of the make-up water${sampled.length ? `, ${sampled.join(', ')}` : ''}.`,
    table(
      ['Parameter', 'Result'],
      water.measurements.map((m) => [cell(m.label), cell(m.text)]),
    ),
    bullets(readings(brief, water.measurements)),
    untested.length
      ? `Not tested in the survey: ${untested.join(', ')}. These are taken at the first service visit.`
      : null,
    water.notes ? quote(water.notes) : null,
  );
}

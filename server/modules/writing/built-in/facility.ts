import type { BriefSystem, WritingBrief } from '../brief.ts';
import { gallons } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { industryVoice } from './industry.ts';
import { blocks, bullets, cell, inline, quote, table } from './markdown.ts';
import { systemNote } from './system-notes.ts';

// Facility and systems: who the customer is and each system the survey recorded, with the engine's make-up.

function makeupCell(system: BriefSystem): string {
  if (system.makeupGallonsPerYear < 0) return `credit of ${gallons(system.makeupGallonsPerYear)}`;
  if (system.makeupGallonsPerYear === 0 && system.missing.length) return 'not sized yet';
  return gallons(system.makeupGallonsPerYear);
}

function makeAndModel(system: BriefSystem): string {
  return [system.manufacturer, system.model].filter(Boolean).join(' ') || '—';
}

function describeSystem(system: BriefSystem): string {
  const note = systemNote(system.type);
  const details = [...system.specs];
  if (system.cyclesByConductivity) {
    details.push(
      `Cycles by conductivity: ${system.cyclesByConductivity} (bleed setpoint ÷ make-up conductivity)`,
    );
  }
  if (system.currentChemicals.length) {
    const named = system.currentChemicals.map((c) =>
      c.description ? `${inline(c.name)} (${inline(c.description)})` : inline(c.name),
    );
    details.push(`Treated today with: ${named.join('; ')}`);
  }
  const makeup =
    system.makeupGallonsPerYear < 0
      ? `The returned condensate is credited against the make-up water: ${gallons(system.makeupGallonsPerYear)} per year.`
      : system.makeupGallonsPerYear > 0
        ? `Make-up water: ${gallons(system.makeupGallonsPerYear)} per year (calculation engine).`
        : system.missing.length
          ? `Its make-up water is not sized yet: ${system.missing.join('; ').toLowerCase()}.`
          : null;
  const identity = [
    system.typeLabel,
    system.capacity,
    makeAndModel(system) !== '—' ? makeAndModel(system) : null,
    system.location ? `location: ${system.location}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return blocks(
    `### ${inline(system.name)}`,
    inline(identity),
    bullets(details),
    makeup,
    system.comments ? quote(`Survey note: ${system.comments}`) : null,
    note?.concern ?? null,
  );
}

/** The facility and its systems: a table of all systems, then each system in detail. */
export function writeFacility(brief: WritingBrief): string {
  const { facility } = brief;
  const voice = industryVoice(
    facility.industryType,
    brief.systems.map((system) => system.type),
  );
  const contact = [facility.contactName, facility.contactPhone, facility.contactEmail].filter(Boolean);
  return blocks(
    `## ${SECTION_TITLES.facility}`,
    `${inline(facility.name)} is a ${facility.industryLabel.toLowerCase()} facility at ${inline(facility.address)}.${
      contact.length ? ` Contact: ${contact.map((c) => inline(c!)).join(', ')}.` : ''
    } Current water treatment vendor: ${inline(facility.currentVendor)}. What the program protects here: ${voice.priorities.join('; ')}.`,
    table(
      ['System', 'Type', 'Make and model', 'Location', 'Capacity', 'Make-up water per year'],
      brief.systems.map((system) => [
        cell(system.name),
        cell(system.typeLabel),
        cell(makeAndModel(system)),
        cell(system.location),
        cell(system.capacity),
        cell(makeupCell(system)),
      ]),
    ),
    ...brief.systems.map(describeSystem),
  );
}

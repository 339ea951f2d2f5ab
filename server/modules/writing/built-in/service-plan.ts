import { EQUIPMENT_TYPES, labelOf } from '#shared/enums.ts';
import { EXTRA_SERVICES } from '#shared/schemas/service-plan.ts';
import type { WritingBrief } from '../brief.ts';
import { usDate } from '../format.ts';
import {
  cleaningWords,
  corrosionWords,
  emergencyWords,
  equipmentWords,
  labWords,
  legionellaWords,
  rangeWords,
  recordsWords,
  reportWords,
  serviceWords,
  systemNamesOf,
  testsByType,
  visitWords,
} from '../plan-wording.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, bullets, cell, inline, listOf, sentences, table } from './markdown.ts';

// The service plan section, written from the plan the rep saved (or its defaults from the RFP): visits, the tests
// at each visit with their control ranges, lab and Legionella testing, reports, cleaning, corrosion monitoring,
// equipment, emergency response, the staff, and the work the survey found (docs/decisions/037).

const RANGE_SOURCE_WORDS = {
  rfp: 'RFP',
  settings: 'Our standard',
  survey: 'Survey setpoint',
  rep: 'Our standard',
};

function testsTable(brief: WritingBrief): string | null {
  const rows: string[][] = [];
  for (const [type, tests] of testsByType(brief.servicePlan)) {
    const names = systemNamesOf(brief, type);
    const systems = names.length ? listOf(names) : labelOf(EQUIPMENT_TYPES, type);
    for (const test of tests) {
      rows.push([
        cell(systems),
        cell(test.parameter),
        cell(rangeWords(test)),
        cell(RANGE_SOURCE_WORDS[test.source]),
      ]);
    }
  }
  if (!rows.length) return null;
  return table(['System', 'Test', 'Control range', 'Range set by'], rows);
}

/** "Send the proposal (by Dec 7, 2026)." from a task and its date. */
export function withDate(task: string, date: string | null | undefined): string {
  const text = task.replace(/[.\s]+$/, '');
  return `${text}${date ? ` (by ${usDate(date)})` : ''}.`;
}

function surveyWork(brief: WritingBrief): string | null {
  const recommendations = sentences(brief.observations?.recommendations);
  const followUp = brief.observations?.followUpTasks;
  if (!recommendations.length && !followUp) return null;
  const date = brief.observations?.followUpDate;
  return blocks(
    '### Work from the survey',
    recommendations.length ? bullets(recommendations.map(inline)) : null,
    followUp ? `Already planned: ${withDate(inline(followUp), date)}` : null,
  );
}

/** The service plan section. */
export function writeServicePlan(brief: WritingBrief): string {
  const plan = brief.servicePlan;
  const contact = brief.facility.contactName ? inline(brief.facility.contactName) : 'the facility’s staff';
  const systems = listOf(brief.systems.map((system) => inline(system.name)));
  const testing = [labWords(plan), legionellaWords(plan)].filter((line): line is string => line !== null);
  const onSite = [cleaningWords(plan), corrosionWords(plan), equipmentWords(plan)].filter(
    (line): line is string => line !== null,
  );
  const emergency = emergencyWords(plan);
  const staff = plan.certifications.trim();
  const extras = EXTRA_SERVICES.map((key) => serviceWords(key, plan[key])).filter(
    (line): line is string => line !== null,
  );
  return blocks(
    `## ${SECTION_TITLES.servicePlan}`,
    `Our technician visits ${visitWords(plan)} and services ${systems}. Each visit is booked with ${contact}.`,
    '### Tests at each visit',
    testsTable(brief),
    testing.length ? blocks('### Laboratory and Legionella testing', bullets(testing)) : null,
    '### Reports',
    blocks(reportWords(plan), recordsWords(plan.records)),
    onSite.length ? blocks('### Cleaning, corrosion monitoring and equipment', bullets(onSite)) : null,
    emergency ? blocks('### Emergency response', emergency) : null,
    staff ? blocks('### Our staff', `Credentials: ${inline(staff)}`) : null,
    extras.length ? blocks('### Further services', bullets(extras)) : null,
    surveyWork(brief),
  );
}

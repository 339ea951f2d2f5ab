import type { WritingBrief } from '../brief.ts';
import { usDate } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { industryVoice } from './industry.ts';
import { blocks, bullets, cell, inline, listOf, sentences, table } from './markdown.ts';
import {
  describeRange,
  missingSystemsOf,
  readControlRanges,
  readReportTurnaround,
  readVisitFrequency,
} from './rfp-reading.ts';
import { systemNote } from './system-notes.ts';

// The service plan: visits, what is tested on each system, the customer's control ranges, reports and the
// work the survey found. The visit frequency and report turnaround follow the RFP when it sets them.

/** The visit frequency the plan offers: the RFP's, else monthly. */
export function planFrequency(brief: WritingBrief): string {
  return readVisitFrequency(brief.rfp) ?? 'monthly';
}

/** The sentence on service reports, with the RFP's turnaround when it sets one. */
export function reportPromise(brief: WritingBrief): string {
  const within = readReportTurnaround(brief.rfp);
  return `A written service report after every visit${within ? `, delivered ${within}` : ''}, with each test result against its control range and any corrective action taken.`;
}

function testsBySystemType(brief: WritingBrief): string[] {
  const seen = new Map<string, string[]>();
  for (const system of brief.systems) {
    const names = seen.get(system.type) ?? [];
    names.push(inline(system.name));
    seen.set(system.type, names);
  }
  const lines: string[] = [];
  for (const [type, names] of seen) {
    const note = systemNote(type);
    if (note) lines.push(`**${listOf(names)}:** ${note.tests.join('; ')}.`);
  }
  return lines;
}

/** The RFP's requirements for systems this facility has (one for a closed loop it lacks is a gap instead). */
function applicableRequirements(brief: WritingBrief) {
  const surveyed = new Set(brief.systems.map((s) => s.type));
  return (brief.rfp?.identifiedRequirements ?? []).filter(
    (r) => missingSystemsOf(r.text, surveyed).length === 0,
  );
}

function rfpRequired(brief: WritingBrief, category: string): string[] {
  return applicableRequirements(brief)
    .filter((r) => r.category === category)
    .map((r) => inline(r.text));
}

function controlRangeTable(brief: WritingBrief): string | null {
  const texts = applicableRequirements(brief).map((r) => r.text.toLowerCase());
  const ranges = readControlRanges(brief.rfp).filter((range) =>
    texts.some((text) => text.includes(range.text.toLowerCase())),
  );
  if (!ranges.length) return null;
  return blocks(
    'Control ranges set by the RFP, held by the program and reported at every visit:',
    table(
      ['Parameter', 'Range', 'Where the RFP sets it'],
      ranges.map((r) => [cell(r.parameter), cell(describeRange(r)), cell(r.location)]),
    ),
  );
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
  const voice = industryVoice(brief.facility.industryType);
  const frequency = planFrequency(brief);
  const requiredTests = rfpRequired(brief, 'water testing');
  const turnaround = readReportTurnaround(brief.rfp);
  // A reporting requirement that only sets the turnaround is already in the plan's own sentence.
  const requiredReports = rfpRequired(brief, 'reporting').filter(
    (text) => !turnaround || !text.toLowerCase().includes(turnaround),
  );
  const visits = rfpRequired(brief, 'service visits');
  return blocks(
    `## ${SECTION_TITLES.servicePlan}`,
    `A trained service technician visits ${frequency.replace('-', ' ')} and covers every system in this proposal. Every visit is arranged in advance with ${brief.facility.contactName ? inline(brief.facility.contactName) : 'the facility’s staff'}. ${voice.scheduling}`,
    '### Tests at each visit',
    bullets(testsBySystemType(brief)),
    visits.length ? blocks('Visit requirements of the RFP met by this plan:', bullets(visits)) : null,
    requiredTests.length
      ? blocks('Testing required by the RFP, included in the visits:', bullets(requiredTests))
      : null,
    controlRangeTable(brief),
    '### Reports',
    bullets([reportPromise(brief), ...requiredReports]),
    surveyWork(brief),
  );
}

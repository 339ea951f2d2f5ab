import { parseLooseNumber } from '#shared/calc/index.ts';
import type { RfpAnalysis, RfpNumericRequirement, RfpRequirement } from '#shared/schemas/rfp.ts';
import {
  EXTRA_SERVICES,
  type ExtraService,
  NO_INSURANCE,
  NO_LABOR_TERMS,
  NO_LABORATORY,
  NO_RECORDS,
  NO_SCOPE_TERMS,
  NOT_OFFERED,
  PLAN_FREQUENCIES,
  type PlanField,
  type PlanFrequency,
  type PlanLaboratory,
  type PlanRecords,
  type PlanService,
  type ServiceFrequency,
  type ServicePlan,
  type ServicePlanTest,
  TIMES_PER_YEAR,
} from '#shared/schemas/service-plan.ts';
import {
  DEFAULT_CONTROL_RANGES,
  isWaterRangeSystemType,
  type WaterControlRanges,
} from '#shared/water/control-ranges.ts';
import { CONTROLLER_CARE, EXTRA_SERVICE_WORDS, RECORDS_WORDS } from '#shared/writing/requirement-topics.ts';
import {
  missingSystemsOf,
  readControlRanges,
  readReportTurnaround,
  readVisitFrequency,
} from './built-in/rfp-reading.ts';
import { insuranceFromRequirements, laborFromRequirements, scopeFromRequirements } from './plan-terms.ts';

// The service plan's defaults (docs/decisions/037): what the RFP states where it states it, else the rep's Settings
// ranges and the survey's own setpoints, else the plainest commitment (monthly visits, nothing unpriced promised).

/** What the defaults are worked out from. */
export interface PlanDefaultsSource {
  rfp: RfpAnalysis | null;
  /** The survey's systems in order. */
  equipment: { type: string; bleedSetpoint: string | number | null }[];
  /** The rep's Settings ranges per system type (the product's defaults where none were saved). */
  ranges: ReadonlyMap<string, WaterControlRanges>;
}

/** The default plan and the fields whose value the RFP stated. */
export interface PlanDefaults {
  plan: ServicePlan;
  fromRfp: PlanField[];
}

const OPEN_TYPES = new Set(['cooling-tower', 'evaporative-condenser']);
const LOOP_TYPES = new Set(['closed-loop', 'chiller']);

/** A test the plan makes on a system type: its parameter, unit and the words an RFP range is found by. */
interface TestTemplate {
  parameter: string;
  unit: string;
  words: RegExp;
}

const TESTS_BY_KIND: Record<'open' | 'boiler' | 'loop', TestTemplate[]> = {
  open: [
    { parameter: 'Conductivity', unit: 'µS/cm', words: /conductivity/i },
    { parameter: 'pH', unit: '', words: /^ph$/i },
    { parameter: 'Inhibitor residual', unit: 'ppm', words: /inhibitor|phosphate|phosphonate|azole|polymer/i },
    {
      parameter: 'Oxidizing biocide residual',
      unit: 'ppm',
      words: /chlorine|bromine|halogen|oxidiz|biocide/i,
    },
    { parameter: 'Langelier index', unit: '', words: /langelier|\blsi\b/i },
    { parameter: 'Calcium hardness', unit: 'ppm CaCO₃', words: /calcium|hardness/i },
    { parameter: 'Silica', unit: 'ppm', words: /silica/i },
    { parameter: 'Chlorides', unit: 'ppm', words: /chloride/i },
    { parameter: 'Corrosion rate, mild steel', unit: 'mpy', words: /corrosion rate|mild steel|\bsteel\b/i },
    { parameter: 'Bacteria (dip slide)', unit: 'CFU/mL', words: /bacteri|cfu|aerobic|dip slide/i },
  ],
  boiler: [
    { parameter: 'Conductivity', unit: 'µS/cm', words: /conductivity|tds/i },
    { parameter: 'pH', unit: '', words: /^ph$/i },
    { parameter: 'Sulfite residual', unit: 'ppm', words: /sulfite|scavenger|oxygen/i },
    { parameter: 'Alkalinity', unit: 'ppm CaCO₃', words: /alkalinity/i },
    { parameter: 'Feedwater hardness', unit: 'ppm CaCO₃', words: /hardness/i },
    // Made only when the RFP asks for them (ASKED_ONLY): a composite sample of the feedwater, the condensate return.
    { parameter: 'Composite feedwater sample', unit: '', words: /composite/i },
    { parameter: 'Condensate return', unit: '%', words: /condensate return/i },
  ],
  loop: [
    { parameter: 'Inhibitor residual', unit: 'ppm', words: /nitrite|molybdate|inhibitor/i },
    { parameter: 'pH', unit: '', words: /^ph$/i },
    { parameter: 'Conductivity', unit: 'µS/cm', words: /conductivity/i },
    { parameter: 'Iron', unit: 'ppm', words: /\biron\b/i },
  ],
};

function kindOf(type: string): keyof typeof TESTS_BY_KIND | null {
  if (OPEN_TYPES.has(type)) return 'open';
  if (type === 'boiler') return 'boiler';
  if (LOOP_TYPES.has(type)) return 'loop';
  return null;
}

function requirementOf(rfp: RfpAnalysis, figure: RfpNumericRequirement): RfpRequirement | undefined {
  if (figure.requirementId) return rfp.identifiedRequirements.find((r) => r.id === figure.requirementId);
  const text = figure.text.toLowerCase();
  return rfp.identifiedRequirements.find((r) => r.text.toLowerCase().includes(text));
}

/** The RFP's range for a test on a system type: one whose requirement names this type of system or none. */
function rfpRange(
  rfp: RfpAnalysis | null,
  type: string,
  template: TestTemplate,
): RfpNumericRequirement | null {
  if (!rfp) return null;
  for (const figure of readControlRanges(rfp)) {
    if (!figure.parameter || !template.words.test(figure.parameter)) continue;
    const text = requirementOf(rfp, figure)?.text ?? figure.text;
    // A range held for the cycles (bleed, blowdown) is an open system's; one for glycol or a loop is a loop's.
    if (/cycles|bleed|blowdown/i.test(text) && !OPEN_TYPES.has(type)) continue;
    // ("Closed Loops (Boilers/chillers): Conductivity = 3500-4000 ... (glycol systems may vary)" is not a steam boiler's.)
    if (/glycol|closed[- ]loop|\bloops?\b/i.test(text) && !LOOP_TYPES.has(type)) continue;
    if (missingSystemsOf(text, new Set([type])).length === 0) return figure;
  }
  return null;
}

function settingsRange(type: string, template: TestTemplate, ranges: PlanDefaultsSource['ranges']) {
  if (!isWaterRangeSystemType(type)) return null;
  const own = ranges.get(type) ?? DEFAULT_CONTROL_RANGES[type];
  if (template.parameter === 'Langelier index') return own.indices.lsi;
  if (!OPEN_TYPES.has(type)) return null;
  const limits = own.cycleLimits;
  if (template.parameter === 'Calcium hardness') return { min: null, max: limits.calciumHardness };
  if (template.parameter === 'Silica') return { min: null, max: limits.silica };
  if (template.parameter === 'Chlorides') return { min: null, max: limits.chlorides };
  return null;
}

/** Whether the RFP asks for bacteria to be counted (dip slides, microbiological testing), not only controlled. */
function asksForBacteriaCounts(rfp: RfpAnalysis | null): boolean {
  return requirementsMatching(
    rfp,
    /dip[- ]?slides?|bacteri\w* (?:count|level|test)|(?:microbiological|biological) (?:test|stud|monitor|sampl)|\bcfu\b/i,
  ).some((requirement) => !/legionell/i.test(requirement.text));
}

// Tests the plan makes only when the RFP asks for them (its words in a requirement): composite feedwater samples and
// the percentage of condensate returned on boilers.
const ASKED_ONLY: Record<string, RegExp> = {
  'Composite feedwater sample': /composite (?:feed ?water )?sampl/i,
  'Condensate return': /condensate returns?|% condensate|percent(?:age)? (?:of )?condensate/i,
};

function testsFor(source: PlanDefaultsSource): { tests: ServicePlanTest[]; isFromRfp: boolean } {
  const tests: ServicePlanTest[] = [];
  let isFromRfp = false;
  const seen = new Set<string>();
  for (const system of source.equipment) {
    const kind = kindOf(system.type);
    if (!kind || seen.has(system.type)) continue;
    seen.add(system.type);
    const setpoint = parseLooseNumber(system.bleedSetpoint);
    for (const template of TESTS_BY_KIND[kind]) {
      const fromRfp = rfpRange(source.rfp, system.type, template);
      const base = { systemType: system.type, parameter: template.parameter, unit: template.unit };
      if (fromRfp) {
        isFromRfp = true;
        tests.push({
          ...base,
          min: fromRfp.min,
          max: fromRfp.max,
          unit: fromRfp.unit === 'pH' ? '' : fromRfp.unit,
          source: 'rfp',
        });
        continue;
      }
      // Bacteria counts the RFP asks for (dip slides, microbiological tests) are tested at each visit, the count
      // recorded until the rep sets its limit; corrosion rates are the coupons' business.
      if (template.unit === 'CFU/mL' && asksForBacteriaCounts(source.rfp)) {
        isFromRfp = true;
        tests.push({ ...base, min: null, max: null, source: 'rfp' });
        continue;
      }
      const asked = ASKED_ONLY[template.parameter];
      if (asked) {
        if (requirementsMatching(source.rfp, asked).length) {
          isFromRfp = true;
          tests.push({ ...base, min: null, max: null, source: 'rfp' });
        }
        continue;
      }
      if (template.unit === 'mpy' || template.unit === 'CFU/mL') continue;
      const settings = settingsRange(system.type, template, source.ranges);
      if (settings) {
        tests.push({ ...base, min: settings.min, max: settings.max, source: 'settings' });
      } else if (template.parameter === 'Conductivity' && OPEN_TYPES.has(system.type) && setpoint) {
        // The tower is held at its controller's bleed setpoint, as the survey recorded it.
        tests.push({ ...base, min: null, max: setpoint, source: 'survey' });
      } else {
        tests.push({ ...base, min: null, max: null, source: 'rep' });
      }
    }
  }
  return { tests, isFromRfp };
}

function requirementsMatching(rfp: RfpAnalysis | null, pattern: RegExp): RfpRequirement[] {
  return (rfp?.identifiedRequirements ?? []).filter((r) => pattern.test(r.text));
}

const FREQUENCY_TEXT: [RegExp, PlanFrequency][] = [
  [/\bweekly\b|\bevery week\b/i, 'weekly'],
  [/\bsemi-?monthly\b|\btwice (?:a|per|each) month\b|\bbi-?weekly\b/i, 'twice-monthly'],
  [/\bsemi[- ]?annual(?:ly)?\b|\btwice (?:a|per|each) year\b|\bevery six months\b/i, 'twice-yearly'],
  [/\bmonthly\b|\bevery month\b|\bonce (?:a|per|each) month\b/i, 'monthly'],
  [/\bbi-?monthly\b|\bevery (?:two|2) months\b/i, 'every-two-months'],
  [/\bquarterly\b|\bevery (?:three|3) months\b/i, 'quarterly'],
  [/\bannual(?:ly)?\b|\byearly\b|\bonce (?:a|per|each) year\b/i, 'yearly'],
];

/** The frequency one requirement states: in the clause naming `near` when given ("semi-annual cleaning"), else anywhere. */
function statedFrequency(
  requirement: RfpRequirement,
  rfp: RfpAnalysis | null,
  near: RegExp | undefined,
): PlanFrequency | null {
  const clause = near ? requirement.text.split(/[,;]|\band\b/).find((part) => near.test(part)) : undefined;
  if (clause) for (const [pattern, frequency] of FREQUENCY_TEXT) if (pattern.test(clause)) return frequency;
  const perYear = rfp?.numericRequirements.find(
    (figure) => figure.requirementId === requirement.id && figure.kind === 'frequency',
  );
  const count = perYear?.min ?? perYear?.max;
  if (count) {
    return PLAN_FREQUENCIES.filter((key) => key !== 'none').reduce((best, key) =>
      Math.abs(TIMES_PER_YEAR[key] - count) < Math.abs(TIMES_PER_YEAR[best] - count) ? key : best,
    );
  }
  for (const [pattern, frequency] of FREQUENCY_TEXT) if (pattern.test(requirement.text)) return frequency;
  return null;
}

/**
 * The frequency the requirements state ("quarterly Legionella samples"), the most frequent when they state several
 * (so every one of them is met), else `fallback`. `near` reads it in the clause that names the service.
 */
export function frequencyOf(
  requirements: RfpRequirement[],
  rfp: RfpAnalysis | null,
  fallback: PlanFrequency,
  near?: RegExp,
) {
  const stated = requirements
    .map((requirement) => statedFrequency(requirement, rfp, near))
    .filter((frequency): frequency is PlanFrequency => frequency !== null);
  if (!stated.length) return fallback;
  return stated.reduce((most, each) => (TIMES_PER_YEAR[each] > TIMES_PER_YEAR[most] ? each : most));
}

const VISIT_WORDS: Record<string, number> = { weekly: 52, 'twice-monthly': 24, monthly: 12, quarterly: 4 };

function visitsPerYear(rfp: RfpAnalysis | null): number | null {
  // Only a requirement about visits sets their frequency ("Heat exchanger studies – annually" does not).
  const visits = (rfp?.identifiedRequirements ?? []).filter(
    (r) => r.category === 'service visits' && /\bvisit|service calls?|on[- ]site/i.test(r.text),
  );
  const counts = visits
    .map((requirement) => {
      const figure = rfp!.numericRequirements.find(
        (f) => f.requirementId === requirement.id && (f.kind === 'frequency' || /visits?/i.test(f.unit)),
      );
      return figure?.min ?? figure?.max ?? null;
    })
    .filter(
      (count): count is number => count !== null && count >= 1 && count <= 365 && Number.isInteger(count),
    );
  if (counts.length) return Math.max(...counts);
  const word = readVisitFrequency(rfp);
  if (!word) return null;
  if (VISIT_WORDS[word]) return VISIT_WORDS[word];
  const every = /every (\d+) (day|week)/.exec(word);
  if (!every) return null;
  const perYear = Math.round((every[2] === 'day' ? 365 : 52) / Number(every[1]));
  return Math.min(365, Math.max(1, perYear));
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  ten: 10,
};

function reportDays(rfp: RfpAnalysis | null): number | null {
  const within = readReportTurnaround(rfp);
  const count = within ? /within\s+(\d+|[a-z]+)/.exec(within)?.[1] : undefined;
  if (!count) return null;
  const days = /^\d+$/.test(count) ? Number(count) : (NUMBER_WORDS[count] ?? null);
  return days !== null && days >= 1 && days <= 60 ? days : null;
}

function emergencyHours(rfp: RfpAnalysis | null): number | null {
  for (const requirement of requirementsMatching(rfp, /emergenc|on[- ]call|respond|response time/i)) {
    const within =
      /within\s+(\d+)\s+hours?/i.exec(requirement.text) ??
      /(\d+)[- ]hours?\s+(?:of|after)/i.exec(requirement.text);
    const hours = within ? Number(within[1]) : null;
    if (hours && hours >= 1 && hours <= 168) return hours;
  }
  return null;
}

/** A plan frequency as an extra service's (its nearest of monthly, quarterly, twice a year, yearly). */
export function toServiceFrequency(frequency: PlanFrequency | null): ServiceFrequency {
  switch (frequency) {
    case null:
    case 'none':
      return 'on-request';
    case 'weekly':
    case 'twice-monthly':
    case 'monthly':
      return 'monthly';
    case 'every-two-months':
    case 'quarterly':
      return 'quarterly';
    default:
      return frequency;
  }
}

const NO_FREQUENCY = 'none' as const;

/** An extra service the requirements ask for: included, at the frequency they state (else on request). */
export function serviceAskedBy(
  requirements: RfpRequirement[],
  rfp: RfpAnalysis | null,
  near?: RegExp,
): PlanService {
  const frequency = frequencyOf(requirements, rfp, NO_FREQUENCY, near);
  return { offer: 'included', frequency: toServiceFrequency(frequency), price: null };
}

/** Hours a requirement allows to tell the owner of a problem ("within 24 hours"); the same day is 24, at once 4. */
function noticeHours(text: string): number {
  const hours = /within\s+(\d+)\s+hours?/i.exec(text);
  if (hours) return Math.min(168, Math.max(1, Number(hours[1])));
  const days = /within\s+(\d+|one|two|three)\s+(?:business |working )?days?/i.exec(text);
  if (days) return Math.min(168, 24 * (Number(days[1]) || NUMBER_WORDS[days[1]!.toLowerCase()] || 1));
  return /immediate|at once|promptly/i.test(text) ? 4 : 24;
}

/** The records and notices the RFP asks for (decision 037, third amendment), or null when it asks for none. */
export function recordsFromRequirements(texts: string[]): PlanRecords | null {
  const any = (pattern: RegExp) => texts.filter((text) => pattern.test(text));
  const notice = any(RECORDS_WORDS.problemNotice);
  const records: PlanRecords = {
    onSiteReport: any(ON_SITE_REPORT).length > 0,
    electronicCopy: any(ELECTRONIC_COPY).length > 0,
    problemNoticeHours: notice.length ? Math.min(...notice.map(noticeHours)) : null,
    logSheets: any(RECORDS_WORDS.logSheets).length > 0,
    manuals: any(RECORDS_WORDS.manuals).length > 0,
    alerts: any(ALERTS).length > 0,
  };
  return JSON.stringify(records) === JSON.stringify(NO_RECORDS) ? null : records;
}

/** The laboratory's certification and the plate count the RFP asks for, or null when it asks neither. */
export function laboratoryFromRequirements(texts: string[]): PlanLaboratory | null {
  const certified = texts
    .map((text) => CERTIFIED_LAB.exec(text)?.[1])
    .find((words): words is string => Boolean(words));
  const laboratory: PlanLaboratory = {
    certification: certified ? certified.replace(/\s+/g, ' ').trim() : '',
    plateCount: texts.some((text) => PLATE_COUNT.test(text)),
  };
  return laboratory.certification || laboratory.plateCount ? laboratory : null;
}

/** The extra services, insurance and labour terms the RFP asks for (the rep confirms or changes each). */
function extrasFrom(
  rfp: RfpAnalysis | null,
  take: <T>(field: PlanField, stated: T | null, fallback: T) => T,
) {
  const services = Object.fromEntries(
    EXTRA_SERVICES.map((service) => {
      const asking = requirementsMatching(rfp, EXTRA_SERVICE_WORDS[service]);
      const asked = asking.length ? serviceAskedBy(asking, rfp, EXTRA_SERVICE_WORDS[service]) : null;
      return [service, take(service, asked, NOT_OFFERED)];
    }),
  ) as Record<ExtraService, PlanService>;
  const texts = (rfp?.identifiedRequirements ?? []).map((r) => r.text);
  return {
    ...services,
    insurance: take('insurance', insuranceFromRequirements(texts), NO_INSURANCE),
    labor: take('labor', laborFromRequirements(texts), NO_LABOR_TERMS),
    scope: take('scope', scopeFromRequirements(texts), NO_SCOPE_TERMS),
    records: take('records', recordsFromRequirements(texts), NO_RECORDS),
    laboratory: take('laboratory', laboratoryFromRequirements(texts), NO_LABORATORY),
  };
}

// A report left with the staff at the visit; an electronic copy of the reports; e-mail alerts of a test out of range.
export const ON_SITE_REPORT =
  /on[- ]site report|report[^.]*\b(?:left|kept) (?:on[- ]site|with)|\bleave\b[^.]*\breports?\b|before (?:leaving|departing|departure|the technician leaves)/i;
export const ELECTRONIC_COPY =
  /electronic(?:ally)? (?:format|cop(?:y|ies)|version)|(?:reports?|cop(?:y|ies))[^.]*\b(?:e-?mail(?:ed)?|pdf)\b|\bpdf\b[^.]*reports?/i;
export const ALERTS =
  /(?:e-?mail|text|sms)\w*\s+(?:\w+\s+){0,3}(?:when|if)\b[^.]*(?:out of|outside|exceed|alarm)|\balerts?\b[^.]*(?:out of|outside|exceed|range|spec)|alarm notification/i;
// "a State Certified Lab", "an accredited laboratory", "a NELAP-accredited laboratory".
export const CERTIFIED_LAB =
  /\b((?:state[- ])?(?:certified|accredited)|(?:nelap|elap|a2la|aiha)[- ]?(?:accredited|certified)?|iso(?:\/iec)? 17025[- ]?(?:accredited)?)\s+(?:testing\s+|analytical\s+|microbiology\s+)?lab(?:orator(?:y|ies))?\b/i;
export const PLATE_COUNT = /heterotrophic|plate count|\bhpc\b/i;
/** A requirement asking for the laboratory's certification or a plate count. */
export const LABORATORY_ASKED = new RegExp(`${CERTIFIED_LAB.source}|${PLATE_COUNT.source}`, 'i');
const LAB =
  /laborator|lab (?:analys|test)|third[- ]party (?:lab|analys)|(?:certified|accredited) (?:testing )?lab\b|heterotrophic|plate count|\bhpc\b/i;
const LEGIONELLA = /legionell|legionnaire/i;
const CLEANING = /\bclean|disinfect|chlorinat|passivat|descal|saniti/i;

/** The plan a proposal starts with: the RFP's commitments where it states them, the plainest otherwise. */
export function defaultServicePlan(source: PlanDefaultsSource): PlanDefaults {
  const { rfp } = source;
  const fromRfp: PlanField[] = [];
  const take = <T>(field: PlanField, stated: T | null, fallback: T): T => {
    if (stated === null) return fallback;
    fromRfp.push(field);
    return stated;
  };
  const tests = testsFor(source);
  if (tests.isFromRfp) fromRfp.push('tests');
  const lab = requirementsMatching(rfp, LAB);
  const legionella = requirementsMatching(rfp, LEGIONELLA).filter((r) =>
    /test|sampl|cultur|analy|stud/i.test(r.text),
  );
  const cleaning = requirementsMatching(rfp, CLEANING).filter((r) => !CONTROLLER_CARE.test(r.text));
  const coupons = requirementsMatching(rfp, /coupon/i).length > 0;
  const monitor = requirementsMatching(rfp, /corrosion (?:monitor|rater|probe)|corrater|\blpr\b/i).length > 0;
  const feed = requirementsMatching(
    rfp,
    /\bpumps?\b|controllers?\b|feed(?:er)? (?:equipment|system)|feeders?\b/i,
  );
  const plan: ServicePlan = {
    visitsPerYear: take('visitsPerYear', visitsPerYear(rfp), 12),
    tests: tests.tests,
    labTesting: take('labTesting', lab.length ? frequencyOf(lab, rfp, 'quarterly', LAB) : null, 'none'),
    legionellaTesting: take(
      'legionellaTesting',
      legionella.length ? frequencyOf(legionella, rfp, 'quarterly', LEGIONELLA) : null,
      'none',
    ),
    reportDeadlineDays: take('reportDeadlineDays', reportDays(rfp), 5),
    cleaning: take(
      'cleaning',
      cleaning.length ? frequencyOf(cleaning, rfp, 'yearly', CLEANING) : null,
      'none',
    ),
    disinfection: take(
      'disinfection',
      requirementsMatching(rfp, /disinfect|chlorinat/i).length ? true : null,
      false,
    ),
    corrosionMonitoring: take(
      'corrosionMonitoring',
      coupons && monitor ? 'coupons-and-monitor' : coupons ? 'coupons' : monitor ? 'monitor' : null,
      'none',
    ),
    feedEquipment: take(
      'feedEquipment',
      feed.length
        ? feed.some((r) => /furnish|supply|provide|install/i.test(r.text))
          ? 'supply-and-maintain'
          : 'maintain'
        : null,
      'none',
    ),
    emergencyResponseHours: take('emergencyResponseHours', emergencyHours(rfp), null),
    certifications: '',
    showExceptions: false,
    ...extrasFrom(rfp, take),
    confirmed: [],
  };
  return { plan, fromRfp };
}

/**
 * The fields whose value is still the RFP's default and that the rep has not confirmed (all the RFP set, until a plan
 * is saved). A field the rep changed is hers; one she kept is hers once she confirms it; one the RFP set to what
 * the plan has without it (`neutral`) was hers already.
 */
export function unconfirmedFromRfp(
  defaults: PlanDefaults,
  saved: ServicePlan | null,
  neutral: ServicePlan,
): PlanField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // A value the plan has without the RFP too (monthly visits, five business days) is the rep's own standard.
  const fromRfp = defaults.fromRfp.filter((field) => !same(defaults.plan[field], neutral[field]));
  if (!saved) return fromRfp;
  return fromRfp.filter(
    (field) => !saved.confirmed.includes(field) && same(saved[field], defaults.plan[field]),
  );
}

/**
 * The plan the writers state: the rep's plan with every field still waiting for her confirmation put back to what it
 * would be without the RFP (`neutral`, the defaults of no RFP: monthly visits, her Settings ranges, nothing
 * unpriced). The customer's text never states a value only the RFP set.
 */
export function committedPlan(
  plan: ServicePlan,
  unconfirmed: PlanField[],
  neutral: ServicePlan,
): ServicePlan {
  if (!unconfirmed.length) return plan;
  const committed = { ...plan };
  for (const field of unconfirmed) Object.assign(committed, { [field]: neutral[field] });
  return committed;
}

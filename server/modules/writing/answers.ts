import { formatNumber } from '#shared/calc/index.ts';
import { addDays, parseDueDate } from '#shared/proposals/dates.ts';
import type { RfpNumericRequirement, RfpRequirement } from '#shared/schemas/rfp.ts';
import {
  describeVisits,
  PLAN_FIELD_LABELS,
  type PlanField,
  type PlanScope,
  SCOPE_LABELS,
  type ServiceFrequency,
  TIMES_PER_YEAR,
} from '#shared/schemas/service-plan.ts';
import {
  fieldsOfTopic,
  RECORDS_WORDS,
  type RequirementTopic,
  readTopic,
  SERVICE_OF_TOPIC,
  TOPIC_FIXES,
} from '#shared/writing/requirement-topics.ts';
import type { BriefChemical, WritingBrief } from './brief.ts';
import { missingSystemsOf, numbersOf } from './built-in/rfp-reading.ts';
import { dollars, treatmentRate, usDate } from './format.ts';
import {
  asksForCoverage,
  asksForLaborTerm,
  insuranceShortfall,
  laborShortfall,
  readInsuranceAsked,
  readLaborAsked,
  readScopeAsked,
} from './plan-terms.ts';
import {
  alertWords,
  cleaningWords,
  corrosionWords,
  electronicCopyWords,
  emergencyWords,
  equipmentWords,
  insuranceWords,
  laborWords,
  labWords,
  legionellaWords,
  logSheetWords,
  manualWords,
  onSiteReportWords,
  problemNoticeWords,
  rangeWords,
  reportWords,
  scopeWords,
  serviceWords,
  systemTypeWords,
  testsByType,
  testWords,
  visitWords,
} from './plan-wording.ts';
import { acknowledgeInstruction, restateRequirement } from './restate.ts';
import { SECTION_TITLES } from './sections.ts';
import {
  ALERTS,
  CERTIFIED_LAB,
  ELECTRONIC_COPY,
  LABORATORY_ASKED,
  ON_SITE_REPORT,
  PLATE_COUNT,
  serviceAskedBy,
} from './service-plan-defaults.ts';

// The answer to each RFP requirement (docs/decisions/037): a specific commitment in the proposal's own words,
// from the program, the service plan or the survey, with its price where the program prices it. A requirement the
// proposal does not meet gets no answer: it is a gap for the rep, with the reason and a suggested fix, and the
// customer never reads "Gap". Both writers answer from these (the chat model is given them to restate).

/** How the proposal meets one requirement, or why it does not. */
export interface RequirementAnswer {
  requirementId: string;
  topic: RequirementTopic;
  /** The commitment, written for the customer; null when the proposal does not meet the requirement. */
  text: string | null;
  /** The proposal section that holds the commitment. */
  section: string;
  /** Why it is not met (for the rep), when it is not. */
  reason: string | null;
  /** How the rep can meet it, when it is not. */
  fix: string | null;
  /** The RFP-set plan fields the rep has to confirm before it is met (a gap "to confirm"). */
  toConfirm?: PlanField[];
}

function met(
  requirement: RfpRequirement,
  topic: RequirementTopic,
  text: string,
  section: string,
): RequirementAnswer {
  return { requirementId: requirement.id, topic, text, section, reason: null, fix: null };
}

function gap(
  requirement: RfpRequirement,
  topic: RequirementTopic,
  reason: string,
  fix?: string,
): RequirementAnswer {
  return {
    requirementId: requirement.id,
    topic,
    text: null,
    section: SECTION_TITLES.servicePlan,
    reason,
    fix: fix ?? TOPIC_FIXES[topic],
  };
}

const PLAN = SECTION_TITLES.servicePlan;
const MISSING_SYSTEM_FIX = 'Add the system to the survey, or dismiss the requirement in the RFP review.';

/** The products treating the systems a requirement names (all of them when it names none). */
function productsFor(requirement: RfpRequirement, brief: WritingBrief): BriefChemical[] {
  const text = requirement.text.toLowerCase();
  const named = brief.systems.filter((system) => {
    const type = systemTypeWords(system.type);
    return (
      text.includes(type) ||
      text.includes(system.name.toLowerCase()) ||
      (system.type === 'boiler' && /boiler|steam/.test(text))
    );
  });
  const priced = brief.program.chemicals.filter((chemical) => !chemical.needsSystems);
  if (!named.length) return priced;
  const names = new Set(named.map((system) => system.name));
  const treating = priced.filter((chemical) => chemical.systemNames.some((name) => names.has(name)));
  return treating.length ? treating : priced;
}

function productWords(chemical: BriefChemical): string {
  return `${chemical.name} (${dollars(chemical.annualCost)} a year)`;
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const BIOCIDE =
  /biocide|bromine|chlorine|hypochlor|isothiazol|glutaraldehyde|dbnpa|quat|oxidiz|peroxide|chlorine dioxide/i;

/** The visits a year a requirement asks for (its frequency figure, else its words), or null. */
export function askedVisits(requirement: RfpRequirement, figures: RfpNumericRequirement[]): number | null {
  const frequency = figures.find(
    (figure) => figure.kind === 'frequency' || /visits?|per year/i.test(figure.unit),
  );
  const count = frequency?.min ?? frequency?.max;
  if (count) return count;
  const text = requirement.text;
  const times = /(\d+)\)?\s*times (?:per|a|each) year/i.exec(text);
  if (times) return Number(times[1]);
  if (/\bweekly\b|every week/i.test(text)) return TIMES_PER_YEAR.weekly;
  if (/twice (?:a|per) month|semi-?monthly|bi-?weekly/i.test(text)) return TIMES_PER_YEAR['twice-monthly'];
  if (/\bmonthly\b|every month|once (?:a|per) month/i.test(text)) return TIMES_PER_YEAR.monthly;
  if (/\bquarterly\b/i.test(text)) return TIMES_PER_YEAR.quarterly;
  return null;
}

// The kinds of system a requirement names, in the trade's words ("towers", "condenser water", "chilled loop").
const SYSTEM_TYPE_WORDS: [RegExp, string[]][] = [
  [/\btowers?\b|condenser water|evaporative condensers?/i, ['cooling-tower', 'evaporative-condenser']],
  [/boilers?|\bsteam\b|feedwater|de-?aerator/i, ['boiler']],
  [
    /closed[- ]loops?|heating (?:water )?loops?|hot water loops?|chilled (?:water )?loops?|glycol/i,
    ['closed-loop'],
  ],
  [/chill(?:er|ed)/i, ['chiller']],
];

/** The survey's system types a requirement names; null when it names none (it is about every system). */
export function namedSystemTypes(text: string): Set<string> | null {
  const types = SYSTEM_TYPE_WORDS.filter(([pattern]) => pattern.test(text)).flatMap(([, each]) => each);
  return types.length ? new Set(types) : null;
}

/** "the closed loop system Heating Loop HL-1": the surveyed systems a requirement names (all when it names none). */
function systemsWords(requirement: RfpRequirement, brief: WritingBrief): string {
  const types = namedSystemTypes(requirement.text);
  const systems = brief.systems.filter((system) => !types || types.has(system.type));
  if (!types || !systems.length) return listWords(brief.systems.map((system) => system.name));
  return listWords(
    systems.map((system) => {
      const type = systemTypeWords(system.type);
      return system.name.toLowerCase().includes(type) ? system.name : `the ${type} ${system.name}`;
    }),
  );
}

/** ", more often than the RFP asks (quarterly)" when the plan does more than asked, else "". */
function beyondAsked(requirement: RfpRequirement, asked: number | null, have: number): string {
  if (asked === null || have <= asked) return '';
  const phrase = FREQUENCY_WORD.exec(requirement.text)?.[0] ?? `${asked} times a year`;
  return `, more often than the RFP asks (${phrase.toLowerCase()})`;
}

/** The gap when the RFP asks for something more times a year than the plan visits; null when it does not. */
function tooFewVisits(
  requirement: RfpRequirement,
  topic: RequirementTopic,
  asked: number | null,
  brief: WritingBrief,
  what: string,
): RequirementAnswer | null {
  const have = brief.servicePlan.visitsPerYear;
  if (asked === null || have >= asked) return null;
  return gap(
    requirement,
    topic,
    `the RFP asks for ${asked} ${what} a year; the plan has ${have}`,
    TOPIC_FIXES.visits,
  );
}

function answerVisits(requirement: RfpRequirement, brief: WritingBrief, figures: RfpNumericRequirement[]) {
  const plan = brief.servicePlan;
  const asked = askedVisits(requirement, figures);
  const short = tooFewVisits(requirement, 'visits', asked, brief, 'visits');
  if (short) return short;
  const notice = /(\d+)\s*(hours?|days?|business days?)(?:['’]s?)?\s+(?:advance |prior )?notice/i.exec(
    requirement.text,
  );
  const systems = systemsWords(requirement, brief);
  const contact = brief.facility.contactName ?? 'the facility’s staff';
  const schedule = notice
    ? ` Each visit is announced to ${contact} at least ${notice[1]} ${notice[2]} ahead.`
    : / schedul|coordinat|check in|escort|access/i.test(requirement.text)
      ? ` Each visit is booked with ${contact}, and the technician checks in on arrival.`
      : '';
  const beyond = beyondAsked(requirement, asked, plan.visitsPerYear);
  // An inspection asked for is made at each visit; "once the systems have stabilized" keeps the same schedule.
  const maintenance = /(preventa?tive) maintenance/i.exec(requirement.text)?.[1]?.toLowerCase();
  const work = /inspect/i.test(requirement.text)
    ? `; each visit includes ${/visual/i.test(requirement.text) ? 'a visual' : 'an'} inspection of ${systems}${beyond}`
    : maintenance
      ? ` and carries out the ${maintenance} maintenance of the water treatment of ${systems}${beyond}`
      : ` and services ${systems}${beyond}`;
  const stable = /stabili[sz]ed/i.test(requirement.text)
    ? ' The same schedule holds once the systems have stabilized.'
    : '';
  return met(
    requirement,
    'visits',
    `Our technician visits ${visitWords(plan)}${work}.${stable}${schedule}`,
    PLAN,
  );
}

// Words of a requirement and the plan's test that answers them.
const SYNONYMS: [RegExp, RegExp][] = [
  [/nitrite|molybdate|inhibitor|phosphate|azole/, /inhibitor/],
  [/sulfite|scavenger|oxygen/, /sulfite/],
  [/chlorine|bromine|halogen|oxidiz|biocide/, /biocide/],
  [/corrosion|mpy/, /corrosion/],
  [/cycles|bleed|blowdown|\btds\b|dissolved solids/, /conductivity/],
  [/bacteri|microbio|cfu|dip slide/, /bacteria/],
];
// A requirement naming what to test: only a test of that kind answers it.
const SPECIFIC_TEST =
  /conductivity|\bph\b|nitrite|molybdate|sulfite|hardness|silica|alkalinity|chloride|\biron\b|copper|phosphate|bacteri|\btds\b|residual|cycles|azole|zinc|turbidity|dissolved/i;
const GENERIC_TESTING =
  /\b(?:water|chemical|all|routine|field|initial)\s+(?:water\s+)?(?:testing|tests?|sampling|analys[ie]s)\b|\btesting (?:and|&) (?:chemical )?treatment\b/i;
const GENERIC_WORDS = new Set(['water', 'test', 'tests', 'testing', 'level', 'levels', 'residual', 'range']);

/** "monthly, at each of the 12 visits a year", "at the yearly visit". */
function atVisits(visitsPerYear: number): string {
  if (visitsPerYear === 1) return 'at the yearly visit';
  const words = describeVisits(visitsPerYear);
  return /times a year/.test(words)
    ? `at each of the ${visitsPerYear} visits a year`
    : `${words}, at each of the ${visitsPerYear} visits a year`;
}

// A requirement to test a system as a whole ("All towers will be tested eight times per year"): its every test.
const SYSTEM_TESTING =
  /\btest(?:s|ed|ing)?\b[^.]*\b(?:towers?|boilers?|loops?|chillers?|systems?|equipment|condensers?)\b|\b(?:towers?|boilers?|loops?|chillers?|systems?|equipment|condensers?)\b[^.]*\btest(?:s|ed|ing)?\b/i;

function answerTests(requirement: RfpRequirement, brief: WritingBrief, figures: RfpNumericRequirement[]) {
  const plan = brief.servicePlan;
  const asked = askedVisits(requirement, figures);
  const short = tooFewVisits(requirement, 'tests', asked, brief, 'tests');
  if (short) return short;
  const types = namedSystemTypes(requirement.text);
  const groups = [...testsByType(plan)].filter(([type]) => !types || types.has(type));
  const text = requirement.text.toLowerCase();
  const words = text.match(/[a-z]{3,}/g) ?? [];
  const when = atVisits(plan.visitsPerYear);
  const lines: string[] = [];
  for (const [type, tests] of groups) {
    const matching = tests.filter((test) => {
      const name = test.parameter.toLowerCase();
      if (name === 'ph') return /\bph\b/.test(text);
      if (SYNONYMS.some(([asked, parameter]) => asked.test(text) && parameter.test(name))) return true;
      return words.some((word) => word.length > 3 && !GENERIC_WORDS.has(word) && name.includes(word));
    });
    if (matching.length)
      lines.push(
        `${systemTypeWords(type)} water is tested ${when} for ${listWords(matching.map(testWords))}`,
      );
  }
  if (!lines.length && SPECIFIC_TEST.test(text)) {
    return gap(requirement, 'tests', 'no test in the service plan covers it');
  }
  // Testing in general ("all testing will be provided", "all towers will be tested"): every test of the plan on
  // the systems it names. A named study or analysis the plan has no test for is not answered by it.
  if (!lines.length && !GENERIC_TESTING.test(text) && !SYSTEM_TESTING.test(text)) {
    return gap(requirement, 'tests', 'the plan’s tests do not cover it');
  }
  const beyond = beyondAsked(requirement, asked, plan.visitsPerYear);
  if (!lines.length) {
    if (!groups.length) return gap(requirement, 'tests', 'the service plan has no tests');
    const each = groups.map(
      ([type, tests]) => `${systemTypeWords(type)} water for ${listWords(tests.map(testWords))}`,
    );
    const treatment = /chemical treatment|treatment chemicals/i.test(text)
      ? ' Every product of the chemical treatment is supplied by us, as priced in the program.'
      : '';
    return met(
      requirement,
      'tests',
      `All testing is done by our technician: the control parameters of each treated system are tested ${when}${beyond}: ${each.join('; ')}.${treatment}`,
      PLAN,
    );
  }
  const first = lines[0]!;
  return met(
    requirement,
    'tests',
    `${first.charAt(0).toUpperCase()}${first.slice(1)}${lines.length > 1 ? `; ${lines.slice(1).join('; ')}` : ''}${beyond}.`,
    PLAN,
  );
}

// Chemistries a requirement can ask the program's products to be.
const CHEMISTRIES =
  /phosphonate|molybdate|nitrite|azole|silicate|zinc|polymer|bromine|chlorine dioxide|isothiazolin|glutaraldehyde|dbnpa|sulfite|amine|tracer/gi;

// "Propose a dosage rate with test control ranges": each product's rate and the test that controls it.
const DOSAGE = /dosage|\bdose|feed rate|treatment rate/i;

/** The plan's test on a system type that shows a product's residual, or null. */
function controlTestOf(chemical: BriefChemical, type: string, brief: WritingBrief) {
  const words = `${chemical.name} ${chemical.type}`.toLowerCase();
  return (
    brief.servicePlan.tests.find((test) => {
      if (test.systemType !== type) return false;
      const name = test.parameter.toLowerCase();
      return SYNONYMS.some(([asked, parameter]) => asked.test(words) && parameter.test(name));
    }) ?? null
  );
}

function answerDosage(requirement: RfpRequirement, brief: WritingBrief) {
  const lines: string[] = [];
  for (const chemical of brief.program.chemicals.filter((c) => !c.needsSystems)) {
    const systems = brief.systems.filter((system) => chemical.systemNames.includes(system.name));
    const test = systems.map((system) => controlTestOf(chemical, system.type, brief)).find(Boolean);
    const rate = treatmentRate(chemical.treatmentRate, chemical.rateUnit);
    if (!test || !rate)
      return gap(
        requirement,
        'chemicals',
        `no test in the service plan controls ${chemical.name}`,
        TOPIC_FIXES.tests,
      );
    if (rangeWords(test) === 'recorded') {
      return gap(
        requirement,
        'chemicals',
        `the ${test.parameter.toLowerCase()} test that controls ${chemical.name} has no control range`,
        `Set the control range of the ${test.parameter} test in the service plan.`,
      );
    }
    lines.push(`${chemical.name} at a dosage rate of ${rate}, controlled by the ${testWords(test)} test`);
  }
  if (!lines.length) return gap(requirement, 'chemicals', 'the program has no priced product yet');
  return met(
    requirement,
    'chemicals',
    `Each proposed chemical has its dosage rate and the control range of the test of its trace parameter, tested at every visit: ${lines.join('; ')}.`,
    SECTION_TITLES.program,
  );
}

function answerChemicals(requirement: RfpRequirement, brief: WritingBrief) {
  if (DOSAGE.test(requirement.text)) return answerDosage(requirement, brief);
  const products = productsFor(requirement, brief);
  if (!products.length) return gap(requirement, 'chemicals', 'the program has no priced product yet');
  // "A phosphonate or molybdate tracer program": a product of one of those chemistries, by its name or description.
  const named = [...new Set(requirement.text.toLowerCase().match(CHEMISTRIES) ?? [])];
  const of = (c: BriefChemical) => `${c.name} ${c.type} ${c.description ?? ''}`.toLowerCase();
  if (named.length && !products.some((c) => named.some((chemistry) => of(c).includes(chemistry)))) {
    return gap(
      requirement,
      'chemicals',
      `the RFP asks for a ${listWords(named)} product; no product of the program is named as one`,
    );
  }
  const delivered = /deliver|container|drum|tote|bulk/i.test(requirement.text)
    ? ' Every product is delivered to the facility as part of its price.'
    : '';
  return met(
    requirement,
    'chemicals',
    `The program supplies ${listWords(products.map(productWords))}, each dosed and priced for the systems it treats.${delivered}`,
    SECTION_TITLES.program,
  );
}

/** The priced biocides of the program, on the systems a requirement names (every system when it names none). */
function biocidesFor(requirement: RfpRequirement, brief: WritingBrief): BriefChemical[] {
  const types = namedSystemTypes(requirement.text);
  const names = new Set(
    brief.systems.filter((system) => !types || types.has(system.type)).map((system) => system.name),
  );
  return brief.program.chemicals.filter(
    (c) =>
      !c.needsSystems &&
      (BIOCIDE.test(c.name) || BIOCIDE.test(c.type) || BIOCIDE.test(c.description ?? '')) &&
      (!types || c.systemNames.some((name) => names.has(name))),
  );
}

const OXIDIZING = /oxidiz|chlorin|bromin|hypochlor|peroxide|chlorine dioxide/i;
// A requirement asking for the bacteria to be counted, not only controlled.
const BACTERIA_TESTING =
  /dip[- ]?slides?|bacteri\w* (?:count|level|test)|(?:microbiological|biological) (?:test|stud|monitor|sampl)|\bcfu\b|\btest\b[^.]*\bbacteri/i;

function answerBiocide(requirement: RfpRequirement, brief: WritingBrief) {
  const biocides = biocidesFor(requirement, brief);
  const where = namedSystemTypes(requirement.text) ? ' for the systems it names' : '';
  if (!biocides.length) return gap(requirement, 'biocide', `the program has no biocide${where}`);
  if (/non-?oxidiz/i.test(requirement.text) && biocides.every((c) => OXIDIZING.test(`${c.name} ${c.type}`))) {
    return gap(
      requirement,
      'biocide',
      `the RFP asks for a non-oxidizing biocide; the program has none${where}`,
    );
  }
  const counted = brief.servicePlan.tests.filter((test) => /bacteri|dip slide|cfu/i.test(test.parameter));
  if (BACTERIA_TESTING.test(requirement.text) && !counted.length) {
    return gap(
      requirement,
      'biocide',
      'the RFP asks for bacteria counts; the service plan has no bacteria (dip slide) test',
      'Bacteria testing is required: add a Bacteria (dip slide) test to the tests in the service plan.',
    );
  }
  const asked = askedVisits(requirement, []);
  const short = counted.length ? tooFewVisits(requirement, 'biocide', asked, brief, 'bacteria tests') : null;
  if (short) return short;
  const tests = counted.length
    ? ` Microbiological activity is measured ${atVisits(brief.servicePlan.visitsPerYear)}${beyondAsked(requirement, asked, brief.servicePlan.visitsPerYear)}: ${listWords(
        counted.map(
          (test) =>
            `${systemTypeWords(test.systemType)} bacteria counted with dip slides (${rangeWords(test)})`,
        ),
      )}.`
    : '';
  return met(
    requirement,
    'biocide',
    `Biological growth is controlled with ${listWords(biocides.map(productWords))}.${tests}`,
    SECTION_TITLES.program,
  );
}

// What a program against corrosion, scale and biological growth is made of, in the products' words.
const AGAINST: [RegExp, string, RegExp][] = [
  [/corrosion/i, 'corrosion', /corrosion|inhibitor|nitrite|molybdate|azole|silicate|zinc/i],
  [/\bscal(?:e|ing)\b/i, 'scale', /scale|dispersant|phosphon|polymer|antiscal/i],
  [/biolog|microbio|algae|bacteri|fouling|legionell/i, 'biological growth', BIOCIDE],
];

/** "ASHRAE Guideline 12-2000 7.6.2", the standard a requirement names, or null. */
function standardOf(requirement: RfpRequirement): string | null {
  return (
    /ASHRAE (?:Guideline|Standard) \d+(?:-\d{4})?(?: (?:§\s?)?\d+(?:\.\d+)+)?/i.exec(requirement.text)?.[0] ??
    null
  );
}

/** A requirement for a program against corrosion, scale and biological growth: the product for each, or a gap. */
function answerProgram(requirement: RfpRequirement, brief: WritingBrief) {
  const priced = brief.program.chemicals.filter((c) => !c.needsSystems);
  // "corrosion and scale with X": the concerns one set of products answers, together.
  const byProducts = new Map<string, string[]>();
  for (const [asked, name, product] of AGAINST) {
    if (!asked.test(requirement.text)) continue;
    const products = priced.filter((c) => product.test(`${c.name} ${c.type} ${c.description ?? ''}`));
    if (!products.length) return gap(requirement, 'program', `the program has nothing against ${name}`);
    const key = listWords(products.map(productWords));
    byProducts.set(key, [...(byProducts.get(key) ?? []), name]);
  }
  const parts = [...byProducts].map(([products, names]) => `${listWords(names)} with ${products}`);
  const legionella = /legionell/i.test(requirement.text) ? ' (Legionella included)' : '';
  const standard = standardOf(requirement);
  const efficiency = /efficien/i.test(requirement.text)
    ? ' Clean heat-transfer surfaces keep the equipment at its design efficiency.'
    : '';
  return met(
    requirement,
    'program',
    `The annual chemical program prevents ${listWords(parts)}${legionella}${standard ? `, as ${standard} outlines for a water treatment program` : ''}.${efficiency}`,
    SECTION_TITLES.program,
  );
}

/** The days a price-hold requirement asks prices to stay firm ("firm for sixty (60) days"), or null. */
function daysFirm(requirement: RfpRequirement): number | null {
  if (!/firm|valid|hold|irrevocable/i.test(requirement.text)) return null;
  const days = /(\d+)\)?\s*(?:calendar\s+)?days/i.exec(requirement.text);
  return days ? Number(days[1]) : null;
}

function answerPriceHold(requirement: RfpRequirement, brief: WritingBrief, days: number) {
  const validUntil = brief.proposal.validUntil;
  const opening = parseDueDate(brief.rfp?.specificDetails.dueDate) ?? brief.writtenOn;
  const needed = addDays(opening, days);
  if (!validUntil || validUntil < needed) {
    return gap(
      requirement,
      'pricing',
      `the RFP asks for prices firm ${days} days from ${opening}; the proposal is valid until ${validUntil ?? 'no date'}`,
      `Set Valid until to ${needed} or later in the proposal details.`,
    );
  }
  const from = brief.rfp?.specificDetails.dueDate ? 'the bid opening' : 'the date of this proposal';
  return met(
    requirement,
    'pricing',
    `Our prices remain firm until ${usDate(validUntil)}, at least ${days} days from ${from}.`,
    SECTION_TITLES.pricing,
  );
}

function answerPricing(requirement: RfpRequirement, brief: WritingBrief) {
  const firm = daysFirm(requirement);
  if (firm !== null) return answerPriceHold(requirement, brief, firm);
  if (
    /firm|increase|escalat|adjust|\bcpi\b|index|all-inclusive|lump sum|fixed (?:monthly )?fee/i.test(
      requirement.text,
    )
  ) {
    return gap(requirement, 'pricing', 'a price-hold or all-inclusive price the program does not set');
  }
  const per = brief.program.chemicals.filter((c) => !c.needsSystems).length;
  return met(
    requirement,
    'pricing',
    `The annual cost is ${dollars(brief.program.totalAnnualCost)}, stated product by product for ${per} ${per === 1 ? 'product' : 'products'} in the price table.`,
    SECTION_TITLES.pricing,
  );
}

type PlanSentence = (brief: WritingBrief) => string | null;

const PLAN_ANSWERS: Partial<Record<RequirementTopic, [PlanSentence, string]>> = {
  legionella: [(b) => legionellaWords(b.servicePlan), 'Legionella testing is not in the service plan'],
  lab: [(b) => labWords(b.servicePlan), 'laboratory testing is not in the service plan'],
  coupons: [
    (b) => corrosionWords(b.servicePlan),
    'corrosion coupons or monitoring are not in the service plan',
  ],
  cleaning: [(b) => cleaningWords(b.servicePlan), 'cleaning is not in the service plan'],
  emergency: [(b) => emergencyWords(b.servicePlan), 'the service plan sets no emergency response time'],
  'feed-equipment': [
    (b) => equipmentWords(b.servicePlan),
    'feed and control equipment is not in the service plan',
  ],
};

/** Hours a requirement allows (for emergency response), or null. */
export function hoursAllowed(requirement: RfpRequirement): number | null {
  const within = /within\s+(\d+)\s+hours?/i.exec(requirement.text);
  return within ? Number(within[1]) : null;
}

function answerFromPlan(requirement: RfpRequirement, topic: RequirementTopic, brief: WritingBrief) {
  const [sentence, missing] = PLAN_ANSWERS[topic]!;
  const text = sentence(brief);
  if (!text) return gap(requirement, topic, missing);
  const plan = brief.servicePlan;
  if (topic === 'cleaning' && /disinfect|chlorinat/i.test(requirement.text) && !plan.disinfection) {
    return gap(requirement, topic, 'the RFP asks for disinfection; the plan’s cleaning has none');
  }
  if (
    topic === 'feed-equipment' &&
    /furnish|supply|install/i.test(requirement.text) &&
    plan.feedEquipment !== 'supply-and-maintain'
  ) {
    return gap(requirement, topic, 'the RFP asks for equipment to be supplied; the plan only services it');
  }
  // A certified laboratory or a plate count asked for is met only when the plan's laboratory states it.
  if (topic === 'lab' && CERTIFIED_LAB.test(requirement.text) && !plan.laboratory.certification.trim()) {
    return gap(
      requirement,
      topic,
      'the RFP asks for a certified laboratory; the service plan names no laboratory certification',
      'A certified laboratory is required: state your laboratory’s certification under Laboratory in the service plan.',
    );
  }
  if (topic === 'lab' && PLATE_COUNT.test(requirement.text) && !plan.laboratory.plateCount) {
    return gap(
      requirement,
      topic,
      'the RFP asks for a heterotrophic plate count; the service plan’s lab analysis has none',
      'A plate count is required: tick the heterotrophic plate count under Laboratory in the service plan.',
    );
  }
  const allowed = hoursAllowed(requirement);
  if (topic === 'emergency' && allowed !== null && (plan.emergencyResponseHours ?? Infinity) > allowed) {
    return gap(
      requirement,
      topic,
      `the RFP asks for a response within ${allowed} hours; the plan promises ${plan.emergencyResponseHours} hours`,
    );
  }
  const limit = numbersOfTopic(requirement, brief);
  const standard = topic === 'cleaning' && plan.disinfection ? standardOf(requirement) : null;
  const following = standard ? ` The disinfection follows ${standard}.` : '';
  return met(requirement, topic, `${text}${limit}${following}`, PLAN);
}

/** " The RFP's limit of below 2 mpy is the target." for a coupon requirement with a figure, else "". */
function numbersOfTopic(requirement: RfpRequirement, brief: WritingBrief): string {
  if (!brief.rfp) return '';
  const rate = numbersOf(requirement, brief.rfp).find(
    (figure) => figure.unit === 'mpy' && figure.max !== null,
  );
  return rate
    ? ` Mild steel corrosion is held below ${formatNumber(rate.max!, rate.max! % 1 ? 1 : 0)} mpy.`
    : '';
}

// "no later than the 10th day of the following month".
const DAY_OF_NEXT_MONTH = /(\d{1,2})(?:st|nd|rd|th)? day of the (?:following|next) month/i;
// "to be delivered to CCSD HVAC personnel", "to the University and Hospital Representatives".
const RECIPIENT =
  /\b(?:[Tt]o|[Ff]or|[Nn]otify|[Ii]nform|[Aa]dvise) (?:the )?((?:(?:[A-Z][\w&]*|and)\s+){0,5}(?:[Rr]epresentatives?|personnel|[Ss]taff|[Mm]anager|[Ee]ngineer|[Oo]fficer|[Oo]wner|COR|[Cc]ontact))\b/;

/** "the University and Hospital Representatives": whom a requirement names to receive or be told, or null. */
function recipientOf(text: string): string | null {
  const named = RECIPIENT.exec(text)?.[1];
  return named ? `the ${named}` : null;
}

function answerReports(requirement: RfpRequirement, brief: WritingBrief, figures: RfpNumericRequirement[]) {
  const plan = brief.servicePlan;
  const text = requirement.text;
  const asked = askedVisits(requirement, figures);
  const short = tooFewVisits(requirement, 'reports', asked, brief, 'visits or tests');
  if (short) return short;
  const onSite = ON_SITE_REPORT.test(text) ? onSiteReportWords(plan.records) : null;
  if (ON_SITE_REPORT.test(text) && !onSite) {
    return gap(
      requirement,
      'reports',
      'the RFP asks for a report left on site at the visit; the plan’s report is written after it',
      'A report left on site is required: tick “A service report left on site at each visit” under Reports and records in the service plan.',
    );
  }
  const electronic = ELECTRONIC_COPY.test(text)
    ? electronicCopyWords(plan.records, recipientOf(text), plan.visitsPerYear)
    : null;
  if (ELECTRONIC_COPY.test(text) && !electronic) {
    return gap(
      requirement,
      'reports',
      'the RFP asks for an electronic copy of the reports; the service plan does not offer one',
      'An electronic copy of the reports is required: tick “An electronic copy (PDF) of each report e-mailed” under Reports and records in the service plan.',
    );
  }
  const week = /within (?:one|1|\(1\)|one \(1\))\s*(?:\(1\)\s*)?week/i.test(text) ? 5 : null;
  const deadline =
    figures.find((figure) => /days?/i.test(figure.unit) && figure.max !== null)?.max ?? week ?? null;
  if (deadline !== null && (plan.reportDeadlineDays === null || plan.reportDeadlineDays > deadline)) {
    return gap(
      requirement,
      'reports',
      `the RFP wants reports within ${deadline} days; the plan says ${plan.reportDeadlineDays ?? 'none'}`,
    );
  }
  const dayOfMonth = DAY_OF_NEXT_MONTH.exec(text);
  // A report due by the Nth of the next month is met when a visit at the month's end still reports in time.
  const byDay = dayOfMonth ? Number(dayOfMonth[1]) : null;
  if (
    byDay !== null &&
    (plan.reportDeadlineDays === null || plan.reportDeadlineDays > Math.floor((byDay * 5) / 7) - 1)
  ) {
    return gap(
      requirement,
      'reports',
      `the RFP wants each month’s report by the ${dayOfMonth![1]}th of the next month; the plan’s deadline does not ensure it`,
    );
  }
  const recipient = RECIPIENT.exec(text)?.[1];
  const parts: string[] = [];
  if (/inspect/i.test(text) && /sampl|test/i.test(text))
    parts.push('Each visit includes an inspection of the systems and water sampling and testing.');
  if (onSite) parts.push(onSite);
  parts.push(reportWords(plan).replace(/\.$/, recipient ? `, to the ${recipient}.` : '.'));
  if (electronic) parts.push(electronic);
  if (week !== null) parts.push('That is within the one (1) week asked.');
  if (byDay !== null)
    parts.push(
      `Each month’s report, with all tests and treatment performed, so reaches ${recipient ? `the ${recipient}` : 'the facility'} no later than the ${dayOfMonth![1]}th day of the following month.`,
    );
  return met(requirement, 'reports', parts.join(' '), PLAN);
}

function answerCertification(requirement: RfpRequirement, brief: WritingBrief) {
  const stated = brief.servicePlan.certifications.trim();
  const asked = /\bcwt\b|certified water technologist/i.test(requirement.text);
  if (!stated || (asked && !/\bcwt\b|certified water technologist/i.test(stated))) {
    return gap(
      requirement,
      'certification',
      stated
        ? 'the certifications stated do not include what the RFP asks for'
        : 'no staff certifications are stated',
    );
  }
  return met(
    requirement,
    'certification',
    `Our staff’s credentials: ${stated.replace(/[.\s]+$/, '')}.`,
    PLAN,
  );
}

function answerSafety(requirement: RfpRequirement, brief: WritingBrief) {
  const count = brief.program.chemicals.length;
  return met(
    requirement,
    'safety-data',
    `A Safety Data Sheet for each of the ${count} ${count === 1 ? 'chemical' : 'chemicals'} used in the water treatment program is handed over before the first delivery and kept current, and our technicians are trained on each.`,
    SECTION_TITLES.terms,
  );
}

const SERVICE_TIMES: Record<ServiceFrequency, number> = {
  'on-request': 0,
  monthly: 12,
  quarterly: 4,
  'twice-yearly': 2,
  yearly: 1,
};

const PORTAL = /web|online|on-line|portal|internet|cloud|dashboard|remote/i;

/** Online reporting, an electronic copy of the reports, e-mail alerts of a test out of range: each as asked. */
function answerOnline(requirement: RfpRequirement, brief: WritingBrief) {
  const text = requirement.text;
  const records = brief.servicePlan.records;
  // "Duplicate reports in an electronic format": a copy of each report by e-mail, not a portal.
  if (!PORTAL.test(text) && ELECTRONIC_COPY.test(text)) {
    const copy = electronicCopyWords(records, recipientOf(text), brief.servicePlan.visitsPerYear);
    if (!copy) {
      return gap(
        requirement,
        'online-reporting',
        'the RFP asks for the reports in electronic form; the service plan offers no electronic copy',
        'An electronic copy of the reports is required: tick “An electronic copy (PDF) of each report e-mailed” under Reports and records in the service plan, or offer the reporting portal.',
      );
    }
    return met(requirement, 'online-reporting', copy, PLAN);
  }
  const answer = answerService(requirement, 'online-reporting', brief);
  if (!answer.text || !ALERTS.test(text)) return answer;
  const alerts = alertWords(records);
  if (!alerts) {
    return gap(
      requirement,
      'online-reporting',
      'the RFP asks for e-mail alerts when a test is out of range; the service plan does not offer them',
      'Alerts are required: tick “E-mail alerts when a test is out of range” under Reports and records in the service plan.',
    );
  }
  return { ...answer, text: `${answer.text} ${alerts}` };
}

/** A notice of problems found, the site's forms and logbook, the equipment's manuals: each as the plan offers it. */
function answerRecords(requirement: RfpRequirement, brief: WritingBrief) {
  const text = requirement.text;
  const records = brief.servicePlan.records;
  const recipient = recipientOf(text);
  const asked: [boolean, string | null, string][] = [
    [
      RECORDS_WORDS.problemNotice.test(text),
      problemNoticeWords(records, recipient),
      'a notice of problems found',
    ],
    [
      RECORDS_WORDS.logSheets.test(text),
      logSheetWords(records, recipient),
      'the site’s forms, checklists or logbook',
    ],
    [RECORDS_WORDS.manuals.test(text), manualWords(records), 'the equipment’s manuals'],
  ];
  const missing = asked.filter(([isAsked, words]) => isAsked && !words).map(([, , what]) => what);
  if (missing.length) {
    return gap(
      requirement,
      'records',
      `the RFP asks for ${listWords(missing)}, which the service plan does not offer`,
    );
  }
  const sentences = asked.filter(([isAsked]) => isAsked).map(([, words]) => words!);
  return sentences.length
    ? met(requirement, 'records', sentences.join(' '), PLAN)
    : gap(requirement, 'records', 'nothing in the plan answers it');
}

function answerService(requirement: RfpRequirement, topic: RequirementTopic, brief: WritingBrief) {
  const key = SERVICE_OF_TOPIC[topic]!;
  const service = brief.servicePlan[key];
  const text = serviceWords(key, service);
  const name = PLAN_FIELD_LABELS[key].toLowerCase();
  if (!text) return gap(requirement, topic, `${name} is not offered in the service plan`);
  const asked = serviceAskedBy([requirement], brief.rfp).frequency;
  if (key !== 'onlineReporting' && SERVICE_TIMES[service.frequency] < SERVICE_TIMES[asked]) {
    return gap(
      requirement,
      topic,
      `the RFP asks for ${name} ${asked.replace('-', ' ')}; the plan offers it ${service.frequency.replace('-', ' ')}`,
    );
  }
  const more =
    key !== 'onlineReporting' &&
    asked !== 'on-request' &&
    SERVICE_TIMES[service.frequency] > SERVICE_TIMES[asked]
      ? ` That is more often than the RFP asks (${(FREQUENCY_WORD.exec(requirement.text)?.[0] ?? asked.replace('-', ' ')).toLowerCase()}).`
      : '';
  return met(requirement, topic, `${text}${more}`, PLAN);
}

function answerInsurance(requirement: RfpRequirement, brief: WritingBrief) {
  const asked = readInsuranceAsked(requirement.text);
  const stated = insuranceWords(brief.servicePlan.insurance);
  // "Indemnify and hold harmless" names no coverage: a legal term only the company can accept.
  if (!asksForCoverage(asked) || !stated) {
    return gap(
      requirement,
      'insurance',
      asksForCoverage(asked)
        ? 'no insurance is stated in the service plan'
        : 'a legal or insurance commitment only the company can make',
      asksForCoverage(asked) ? undefined : TOPIC_FIXES.other,
    );
  }
  const missing = insuranceShortfall(asked, brief.servicePlan.insurance);
  if (missing.length) {
    return gap(
      requirement,
      'insurance',
      `the RFP asks for ${listWords(missing)}, which the plan does not state`,
    );
  }
  return met(requirement, 'insurance', stated, SECTION_TITLES.terms);
}

function answerLabor(requirement: RfpRequirement, brief: WritingBrief) {
  const asked = readLaborAsked(requirement.text);
  const terms = brief.servicePlan.labor;
  if (!asksForLaborTerm(asked)) {
    return gap(
      requirement,
      'labor',
      'a legal or labor commitment only the company can make',
      TOPIC_FIXES.other,
    );
  }
  const missing = laborShortfall(asked, terms);
  if (missing.length) {
    return gap(
      requirement,
      'labor',
      `the RFP asks for ${listWords(missing)}, which the plan does not accept`,
    );
  }
  // Only the terms the requirement asks about: a wage requirement is not answered with work hours.
  const text = laborWords({
    prevailingWage: asked.prevailingWage && terms.prevailingWage,
    backgroundChecks: asked.backgroundChecks && terms.backgroundChecks,
    workHours: asked.workHours !== null ? terms.workHours : '',
  });
  return text
    ? met(requirement, 'labor', text, SECTION_TITLES.terms)
    : gap(requirement, 'labor', 'nothing in the plan answers it');
}

function answerScope(requirement: RfpRequirement, brief: WritingBrief) {
  const asked = readScopeAsked(requirement.text);
  const scope = brief.servicePlan.scope;
  const missing = (Object.keys(asked) as (keyof PlanScope)[]).filter((key) => asked[key] && !scope[key]);
  if (missing.length) {
    return gap(
      requirement,
      'scope',
      `the RFP asks for ${listWords(missing.map((key) => SCOPE_LABELS[key].toLowerCase()))}, which the plan does not state`,
    );
  }
  const text = scopeWords({
    allInclusive: asked.allInclusive,
    compliance: asked.compliance,
    siteSafety: asked.siteSafety,
  });
  return text
    ? met(requirement, 'scope', text, SECTION_TITLES.terms)
    : gap(requirement, 'scope', 'nothing in the plan answers it');
}

/**
 * An answer resting on a field that is still the RFP's default the rep has not confirmed is not a commitment of
 * hers: it is a gap "to confirm" (decision 037, amended), whatever the plan without the RFP would say.
 */
/** Whether a requirement's answer rests on a plan field its topic may use: a report on the records only when asked. */
function restsOn(requirement: RfpRequirement, field: PlanField): boolean {
  const text = requirement.text;
  if (field === 'records') {
    return [ON_SITE_REPORT, ELECTRONIC_COPY, ALERTS, ...Object.values(RECORDS_WORDS)].some((words) =>
      words.test(text),
    );
  }
  if (field === 'laboratory') return LABORATORY_ASKED.test(text);
  return true;
}

function unlessUnconfirmed(
  requirement: RfpRequirement,
  answer: RequirementAnswer,
  brief: WritingBrief,
): RequirementAnswer {
  // A gap for another reason (the survey has no such system, nothing answers it specifically) stays that gap.
  if (!answer.text && (answer.fix === TOPIC_FIXES.other || answer.fix === MISSING_SYSTEM_FIX)) return answer;
  const waiting = fieldsOfTopic(answer.topic).filter(
    (field) => brief.planFromRfp.includes(field) && restsOn(requirement, field),
  );
  if (!waiting.length) return answer;
  const names = listWords(waiting.map((field) => PLAN_FIELD_LABELS[field]));
  return {
    ...answer,
    text: null,
    section: PLAN,
    reason: `to confirm: ${names} is set from the RFP and not confirmed by you yet`,
    fix: `Confirm ${names} in the service plan (set from the RFP), or change it.`,
    toConfirm: waiting,
  };
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
}

/** True when the rep's own notes cover most of the requirement's words. */
function isCoveredByNotes(requirement: RfpRequirement, notes: string | null): boolean {
  if (!notes) return false;
  const wanted = [...wordsOf(requirement.text)].filter(
    (w) => !/^(shall|must|will|provide|contractor|with|this|that|each|from)$/.test(w),
  );
  const have = wordsOf(notes);
  const hits = wanted.filter((w) => have.has(w)).length;
  return wanted.length > 0 && hits / wanted.length >= 0.5;
}

// A visit requirement with its own frequency is not restated when the plan's differs (it would say both).
const FREQUENCY_WORD =
  /\b(?:weekly|monthly|quarterly|annual(?:ly)?|semi-?annual(?:ly)?|bi-?weekly|bi-?monthly|daily|\w+ (?:\(\d+\) )?times (?:per|a|each) (?:year|month))\b/i;

/** The answer with the requirement restated as our commitment in front, where that reads true. */
function withCommitment(requirement: RfpRequirement, answer: RequirementAnswer) {
  // A submission instruction is acknowledged as done, not restated as a promise besides.
  if (!answer.text || answer.topic === 'submission') return answer;
  // A frequency the answer does not state would give the text two frequencies for one thing.
  const frequency = FREQUENCY_WORD.exec(requirement.text)?.[0].toLowerCase();
  if (frequency && !answer.text.toLowerCase().includes(frequency)) return answer;
  // The plan does more than asked: restating the RFP's frequency as ours would promise less than the answer.
  if (/more often than the RFP asks/.test(answer.text)) return answer;
  const restated = restateRequirement(requirement.text);
  return restated ? { ...answer, text: `${restated} ${answer.text}` } : answer;
}

/** Answers one requirement from the program, the service plan and the survey. */
export function answerRequirement(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  return withCommitment(
    requirement,
    unlessUnconfirmed(requirement, answerByTopic(requirement, brief), brief),
  );
}

function answerByTopic(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const { topic, isNamed } = readTopic(requirement);
  const missing = missingSystemsOf(requirement.text, new Set(brief.systems.map((s) => s.type)));
  if (missing.length) {
    return gap(requirement, topic, `the survey recorded no ${listWords(missing)}`, MISSING_SYSTEM_FIX);
  }
  // Only its category says what it is about (a study, a training, a log the plan does not know): no answer
  // from the plan would address it, so it is the rep's to answer rather than a commitment that misses it.
  if (!isNamed && topic !== 'submission') {
    return gap(
      requirement,
      topic,
      'nothing in the program or plan addresses it specifically',
      TOPIC_FIXES.other,
    );
  }
  const figures = brief.rfp ? numbersOf(requirement, brief.rfp) : [];
  switch (topic) {
    case 'visits':
      return answerVisits(requirement, brief, figures);
    case 'tests':
      return answerTests(requirement, brief, figures);
    case 'reports':
      return answerReports(requirement, brief, figures);
    case 'chemicals':
      return answerChemicals(requirement, brief);
    case 'biocide':
      return answerBiocide(requirement, brief);
    case 'program':
      return answerProgram(requirement, brief);
    case 'scope':
      return answerScope(requirement, brief);
    case 'pricing':
      return answerPricing(requirement, brief);
    case 'certification':
      return answerCertification(requirement, brief);
    case 'safety-data':
      return answerSafety(requirement, brief);
    case 'legionella':
    case 'lab':
    case 'coupons':
    case 'cleaning':
    case 'emergency':
    case 'feed-equipment':
      return answerFromPlan(requirement, topic, brief);
    case 'deposit-analysis':
    case 'metallurgical-analysis':
    case 'steam-purity':
    case 'efficiency':
    case 'training':
    case 'makeup-analysis':
    case 'dissolved-oxygen':
    case 'corrosion-profiles':
    case 'boiler-layup':
    case 'biocide-evaluation':
    case 'pretreatment':
    case 'system-surveys':
      return answerService(requirement, topic, brief);
    case 'online-reporting':
      return answerOnline(requirement, brief);
    case 'records':
      return answerRecords(requirement, brief);
    case 'insurance':
      return answerInsurance(requirement, brief);
    case 'labor':
      return answerLabor(requirement, brief);
    case 'submission': {
      // A submission or administrative instruction is acknowledged, never a service commitment (decision 037,
      // third amendment): the instruction as done, else that the response follows the RFP's instructions.
      const due = brief.rfp?.specificDetails.dueDate;
      const done = acknowledgeInstruction(requirement.text);
      return met(
        requirement,
        topic,
        `Submission acknowledged: ${done ?? `this response is delivered as the RFP instructs${due ? `, by ${due}` : ''}.`}`,
        SECTION_TITLES.nextSteps,
      );
    }
    default: {
      if (isCoveredByNotes(requirement, brief.customDetails)) {
        return met(requirement, topic, 'Stated in the notes of this proposal.', SECTION_TITLES.additional);
      }
      return gap(
        requirement,
        topic,
        requirement.category === 'insurance, legal and labor'
          ? 'a legal or insurance commitment only the company can make'
          : 'nothing in the program or plan answers it',
      );
    }
  }
}

/** Every analysed requirement's answer, in the RFP's order. */
export function answerRequirements(brief: WritingBrief): RequirementAnswer[] {
  return (brief.rfp?.identifiedRequirements ?? []).map((requirement) =>
    answerRequirement(requirement, brief),
  );
}

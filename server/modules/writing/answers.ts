import { formatNumber } from '#shared/calc/index.ts';
import type { RfpNumericRequirement, RfpRequirement } from '#shared/schemas/rfp.ts';
import {
  PLAN_FIELD_LABELS,
  type PlanField,
  type ServiceFrequency,
  TIMES_PER_YEAR,
} from '#shared/schemas/service-plan.ts';
import {
  fieldsOfTopic,
  type RequirementTopic,
  readTopic,
  SERVICE_OF_TOPIC,
  TOPIC_FIXES,
} from '#shared/writing/requirement-topics.ts';
import type { BriefChemical, WritingBrief } from './brief.ts';
import { missingSystemsOf, numbersOf } from './built-in/rfp-reading.ts';
import { dollars } from './format.ts';
import {
  asksForCoverage,
  asksForLaborTerm,
  insuranceShortfall,
  laborShortfall,
  readInsuranceAsked,
  readLaborAsked,
} from './plan-terms.ts';
import {
  cleaningWords,
  corrosionWords,
  emergencyWords,
  equipmentWords,
  insuranceWords,
  laborWords,
  labWords,
  legionellaWords,
  reportWords,
  serviceWords,
  systemTypeWords,
  testsByType,
  testWords,
  visitWords,
} from './plan-wording.ts';
import { restateRequirement } from './restate.ts';
import { SECTION_TITLES } from './sections.ts';
import { serviceAskedBy } from './service-plan-defaults.ts';

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
  if (/\bweekly\b|every week/i.test(text)) return TIMES_PER_YEAR.weekly;
  if (/twice (?:a|per) month|semi-?monthly|bi-?weekly/i.test(text)) return TIMES_PER_YEAR['twice-monthly'];
  if (/\bmonthly\b|every month|once (?:a|per) month/i.test(text)) return TIMES_PER_YEAR.monthly;
  if (/\bquarterly\b/i.test(text)) return TIMES_PER_YEAR.quarterly;
  return null;
}

function answerVisits(requirement: RfpRequirement, brief: WritingBrief, figures: RfpNumericRequirement[]) {
  const plan = brief.servicePlan;
  const asked = askedVisits(requirement, figures);
  if (asked !== null && plan.visitsPerYear < asked) {
    return gap(
      requirement,
      'visits',
      `the RFP asks for ${asked} visits a year; the plan has ${plan.visitsPerYear}`,
    );
  }
  const notice = /(\d+)\s*(hours?|days?|business days?)(?:['’]s?)?\s+(?:advance |prior )?notice/i.exec(
    requirement.text,
  );
  const systems = listWords(brief.systems.map((system) => system.name));
  const contact = brief.facility.contactName ?? 'the facility’s staff';
  const schedule = notice
    ? ` Each visit is announced to ${contact} at least ${notice[1]} ${notice[2]} ahead.`
    : / schedul|coordinat|check in|escort|access/i.test(requirement.text)
      ? ` Each visit is booked with ${contact}, and the technician checks in on arrival.`
      : '';
  return met(
    requirement,
    'visits',
    `Our technician visits ${visitWords(plan)} and services ${systems}.${schedule}`,
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

/** "at each of the 12 visits a year", "at the yearly visit". */
function atVisits(visitsPerYear: number): string {
  return visitsPerYear === 1 ? 'at the yearly visit' : `at each of the ${visitsPerYear} visits a year`;
}

function answerTests(requirement: RfpRequirement, brief: WritingBrief) {
  const plan = brief.servicePlan;
  const groups = testsByType(plan);
  const text = requirement.text.toLowerCase();
  const words = text.match(/[a-z]{3,}/g) ?? [];
  const lines: string[] = [];
  for (const [type, tests] of groups) {
    const named =
      /cooling tower|boiler|closed loop|chiller|condenser/.test(text) &&
      !text.includes(systemTypeWords(type).split(' ')[0]!);
    if (named) continue;
    const matching = tests.filter((test) => {
      const name = test.parameter.toLowerCase();
      if (name === 'ph') return /\bph\b/.test(text);
      if (SYNONYMS.some(([asked, parameter]) => asked.test(text) && parameter.test(name))) return true;
      return words.some((word) => word.length > 3 && !GENERIC_WORDS.has(word) && name.includes(word));
    });
    if (matching.length)
      lines.push(
        `${systemTypeWords(type)} water is tested ${atVisits(plan.visitsPerYear)} for ${listWords(matching.map(testWords))}`,
      );
  }
  if (!lines.length && SPECIFIC_TEST.test(text)) {
    return gap(requirement, 'tests', 'no test in the service plan covers it');
  }
  // Testing in general ("all testing will be provided"): every test of the plan, system by system. A named study
  // or analysis the plan has no test for (deposits, metallurgy, steam purity) is not answered by it.
  if (!lines.length && !GENERIC_TESTING.test(text)) {
    return gap(requirement, 'tests', 'the plan’s tests do not cover it');
  }
  if (!lines.length) {
    for (const [type, tests] of groups) {
      lines.push(
        `${systemTypeWords(type)} water is tested ${atVisits(plan.visitsPerYear)} for ${listWords(tests.map(testWords))}`,
      );
    }
  }
  if (!lines.length) return gap(requirement, 'tests', 'the service plan has no tests');
  const first = lines[0]!;
  return met(
    requirement,
    'tests',
    `${first.charAt(0).toUpperCase()}${first.slice(1)}${lines.length > 1 ? `; ${lines.slice(1).join('; ')}` : ''}.`,
    PLAN,
  );
}

function answerChemicals(requirement: RfpRequirement, brief: WritingBrief) {
  const products = productsFor(requirement, brief);
  if (!products.length) return gap(requirement, 'chemicals', 'the program has no priced product yet');
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

function answerBiocide(requirement: RfpRequirement, brief: WritingBrief) {
  const biocides = brief.program.chemicals.filter(
    (c) =>
      !c.needsSystems && (BIOCIDE.test(c.name) || BIOCIDE.test(c.type) || BIOCIDE.test(c.description ?? '')),
  );
  if (!biocides.length) return gap(requirement, 'biocide', 'the program has no biocide');
  const slide = brief.servicePlan.tests.some((test) => /bacteri|biocide/i.test(test.parameter))
    ? ', with the biocide residual and bacteria counts tested at each visit'
    : '';
  return met(
    requirement,
    'biocide',
    `Biological growth is controlled with ${listWords(biocides.map(productWords))}${slide}.`,
    SECTION_TITLES.program,
  );
}

function answerPricing(requirement: RfpRequirement, brief: WritingBrief) {
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
  const allowed = hoursAllowed(requirement);
  if (topic === 'emergency' && allowed !== null && (plan.emergencyResponseHours ?? Infinity) > allowed) {
    return gap(
      requirement,
      topic,
      `the RFP asks for a response within ${allowed} hours; the plan promises ${plan.emergencyResponseHours} hours`,
    );
  }
  const limit = numbersOfTopic(requirement, brief);
  return met(requirement, topic, `${text}${limit}`, PLAN);
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

function answerReports(requirement: RfpRequirement, brief: WritingBrief, figures: RfpNumericRequirement[]) {
  const plan = brief.servicePlan;
  const deadline = figures.find((figure) => /days?/i.test(figure.unit) && figure.max !== null);
  if (deadline && (plan.reportDeadlineDays === null || plan.reportDeadlineDays > deadline.max!)) {
    return gap(
      requirement,
      'reports',
      `the RFP wants reports within ${deadline.max} days; the plan says ${plan.reportDeadlineDays ?? 'none'}`,
    );
  }
  return met(requirement, 'reports', reportWords(plan), PLAN);
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
    `A Safety Data Sheet for each of the ${count} ${count === 1 ? 'product' : 'products'} is handed over before the first delivery and kept current.`,
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
  return met(requirement, topic, text, PLAN);
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

/**
 * An answer resting on a field that is still the RFP's default the rep has not confirmed is not a commitment of
 * hers: it is a gap "to confirm" (decision 037, amended), whatever the plan without the RFP would say.
 */
function unlessUnconfirmed(answer: RequirementAnswer, brief: WritingBrief): RequirementAnswer {
  // A gap for another reason (the survey has no such system, nothing answers it specifically) stays that gap.
  if (!answer.text && (answer.fix === TOPIC_FIXES.other || answer.fix === MISSING_SYSTEM_FIX)) return answer;
  const waiting = fieldsOfTopic(answer.topic).filter((field) => brief.planFromRfp.includes(field));
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
  if (!answer.text) return answer;
  // A frequency the answer does not state would give the text two frequencies for one thing.
  const frequency = FREQUENCY_WORD.exec(requirement.text)?.[0].toLowerCase();
  if (frequency && !answer.text.toLowerCase().includes(frequency)) return answer;
  const restated = restateRequirement(requirement.text);
  return restated ? { ...answer, text: `${restated} ${answer.text}` } : answer;
}

/** Answers one requirement from the program, the service plan and the survey. */
export function answerRequirement(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  return withCommitment(requirement, unlessUnconfirmed(answerByTopic(requirement, brief), brief));
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
      return answerTests(requirement, brief);
    case 'reports':
      return answerReports(requirement, brief, figures);
    case 'chemicals':
      return answerChemicals(requirement, brief);
    case 'biocide':
      return answerBiocide(requirement, brief);
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
    case 'online-reporting':
      return answerService(requirement, topic, brief);
    case 'insurance':
      return answerInsurance(requirement, brief);
    case 'labor':
      return answerLabor(requirement, brief);
    case 'submission': {
      const due = brief.rfp?.specificDetails.dueDate;
      return met(
        requirement,
        topic,
        `This response is delivered as the RFP instructs${due ? `, by ${due}` : ''}.`,
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

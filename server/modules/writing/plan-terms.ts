import {
  NO_SCOPE_TERMS,
  type PlanInsurance,
  type PlanLabor,
  type PlanScope,
} from '#shared/schemas/service-plan.ts';
import { SCOPE_WORDS } from '#shared/writing/requirement-topics.ts';

// What an RFP's insurance and labour requirements ask for, read from their words (decision 037, amended): the
// service plan's defaults take them from the RFP, and an answer compares them with what the rep set.

/** "$1,000,000", "$1 million", "$2M", "$500K" as dollars; null when the text has no amount there. */
export function readDollars(text: string): number | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|m\b|mm\b|thousand|k\b)?/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  const scale = match[2]?.toLowerCase();
  const dollars = scale?.startsWith('m') ? value * 1_000_000 : scale ? value * 1_000 : value;
  return Math.round(dollars);
}

/** The amount stated after a coverage's name in the same sentence ("general liability ... $1,000,000"). */
function amountAfter(text: string, name: RegExp): number | null {
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    const at = sentence.search(name);
    if (at >= 0) {
      const amount = readDollars(sentence.slice(at));
      if (amount !== null) return amount;
    }
  }
  return null;
}

const GENERAL = /(?:commercial )?general liability|public liability|\bcgl\b/i;
const AUTO = /(?:auto(?:mobile)?|vehicle|motor) (?:liability|insurance)/i;
const UMBRELLA = /umbrella|excess liability/i;
const WORKERS = /workers['’]?\s*comp|workmen['’]?s comp|employer['’]?s liability/i;
const BOND = /\bbond(?:s|ed|ing)?\b|surety/i;

/** What an insurance requirement asks for: each coverage it names (true when named without an amount). */
export interface InsuranceAsked {
  generalLiability: number | true | null;
  autoLiability: number | true | null;
  umbrella: number | true | null;
  workersCompensation: boolean;
  bond: boolean;
}

function coverage(text: string, name: RegExp): number | true | null {
  if (!name.test(text)) return null;
  return amountAfter(text, name) ?? true;
}

/** The coverages an insurance requirement names, with their amounts where it states them. */
export function readInsuranceAsked(text: string): InsuranceAsked {
  return {
    generalLiability: coverage(text, GENERAL),
    autoLiability: coverage(text, AUTO),
    umbrella: coverage(text, UMBRELLA),
    workersCompensation: WORKERS.test(text),
    bond: BOND.test(text),
  };
}

/** Whether a requirement names any coverage the plan can state (not only "indemnify" or "hold harmless"). */
export function asksForCoverage(asked: InsuranceAsked): boolean {
  return (
    asked.generalLiability !== null ||
    asked.autoLiability !== null ||
    asked.umbrella !== null ||
    asked.workersCompensation ||
    asked.bond
  );
}

/** The insurance the RFP's requirements ask for, as the plan's default (the highest amount asked of each). */
export function insuranceFromRequirements(texts: string[]): PlanInsurance | null {
  const asked = texts.map(readInsuranceAsked).filter(asksForCoverage);
  if (!asked.length) return null;
  const highest = (key: 'generalLiability' | 'autoLiability' | 'umbrella') => {
    const amounts = asked
      .map((each) => each[key])
      .filter((value): value is number => typeof value === 'number');
    return amounts.length ? Math.max(...amounts) : null;
  };
  return {
    generalLiability: highest('generalLiability'),
    autoLiability: highest('autoLiability'),
    umbrella: highest('umbrella'),
    workersCompensation: asked.some((each) => each.workersCompensation),
    bond: asked.some((each) => each.bond),
  };
}

/** The insurance the requirement asks for that the plan does not state, in words ("general liability of $2,000,000"). */
export function insuranceShortfall(asked: InsuranceAsked, plan: PlanInsurance): string[] {
  const missing: string[] = [];
  const check = (key: 'generalLiability' | 'autoLiability' | 'umbrella', words: string) => {
    const want = asked[key];
    if (want === null) return;
    const have = plan[key];
    if (have === null) missing.push(words);
    else if (typeof want === 'number' && have < want)
      missing.push(`${words} of at least $${want.toLocaleString('en-US')}`);
  };
  check('generalLiability', 'general liability');
  check('autoLiability', 'automobile liability');
  check('umbrella', 'umbrella liability');
  if (asked.workersCompensation && !plan.workersCompensation) missing.push('workers’ compensation');
  if (asked.bond && !plan.bond) missing.push('a bond');
  return missing;
}

const PREVAILING =
  /prevailing wage|davis[- ]bacon|certified payroll|public works labou?r|wage (?:rate|determination)s?/i;
const BACKGROUND =
  /background (?:check|screen|investigation)|fingerprint|criminal (?:history|record|background)|security (?:clearance|screening)|\bcori\b/i;
const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?)`;
const HOURS_RANGE = new RegExp(`(?:between|from)\\s+(${TIME})\\s+(?:and|to|until|-|–)\\s+(${TIME})`, 'i');
const DAYS =
  /monday\s+(?:through|thru|to|-|–)\s+friday|weekdays|business days|weekends?|saturdays?|sundays?/i;
const HOURS_WORDS =
  /(?:normal|regular|working|work|business|school|operating) hours|hours of (?:work|operation)|outside (?:of )?(?:school|business|normal) hours|after[- ]hours/i;

/** What a labour requirement asks for. */
export interface LaborAsked {
  prevailingWage: boolean;
  backgroundChecks: boolean;
  /** The hours it sets ("between 7:00 a.m. and 3:30 p.m., Monday through Friday"), or "" when it names hours only. */
  workHours: string | null;
}

/** The labour terms a requirement names. */
export function readLaborAsked(text: string): LaborAsked {
  const range = HOURS_RANGE.exec(text);
  const days = DAYS.exec(text)?.[0];
  const workHours = range
    ? `between ${range[1]} and ${range[2]}${days ? `, ${days}` : ''}`
    : HOURS_WORDS.test(text)
      ? ''
      : null;
  return {
    prevailingWage: PREVAILING.test(text),
    backgroundChecks: BACKGROUND.test(text),
    workHours,
  };
}

/** Whether a requirement names a labour term the plan can state. */
export function asksForLaborTerm(asked: LaborAsked): boolean {
  return asked.prevailingWage || asked.backgroundChecks || asked.workHours !== null;
}

/** The labour terms the RFP's requirements ask for, as the plan's default. */
export function laborFromRequirements(texts: string[]): PlanLabor | null {
  const asked = texts.map(readLaborAsked).filter(asksForLaborTerm);
  if (!asked.length) return null;
  return {
    prevailingWage: asked.some((each) => each.prevailingWage),
    backgroundChecks: asked.some((each) => each.backgroundChecks),
    workHours: asked.map((each) => each.workHours).find((hours) => hours) ?? '',
  };
}

/** The labour terms the requirement asks for that the plan does not accept, in words. */
export function laborShortfall(asked: LaborAsked, plan: PlanLabor): string[] {
  const missing: string[] = [];
  if (asked.prevailingWage && !plan.prevailingWage) missing.push('prevailing wages');
  if (asked.backgroundChecks && !plan.backgroundChecks) missing.push('background checks');
  if (asked.workHours !== null && !plan.workHours.trim()) missing.push('the work hours');
  return missing;
}

/** The scope and compliance statements a requirement asks the company to make. */
export function readScopeAsked(text: string): PlanScope {
  return {
    allInclusive: SCOPE_WORDS.allInclusive.test(text),
    compliance: SCOPE_WORDS.compliance.test(text),
    siteSafety: SCOPE_WORDS.siteSafety.test(text),
  };
}

/** The statements the RFP's requirements ask for, as the plan's default; null when they ask for none. */
export function scopeFromRequirements(texts: string[]): PlanScope | null {
  const scope = { ...NO_SCOPE_TERMS };
  for (const asked of texts.map(readScopeAsked)) {
    scope.allInclusive ||= asked.allInclusive;
    scope.compliance ||= asked.compliance;
    scope.siteSafety ||= asked.siteSafety;
  }
  return scope.allInclusive || scope.compliance || scope.siteSafety ? scope : null;
}

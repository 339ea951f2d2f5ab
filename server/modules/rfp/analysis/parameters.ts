import type { FoundFrequency } from './frequency.ts';

/** What a number measures, from the words around it. */

type Tier = 1 | 2 | 3;

// Tier 1: water chemistry and measurements; tier 2: the service, contract and people; tier 3: the systems.
// Before the number, the most specific tier wins, then the nearest word.
const PARAMETERS: [pattern: RegExp, name: string, tier: Tier][] = [
  [/\bconductivity\b/gi, 'conductivity', 1],
  [/\bnitrite\b/gi, 'nitrite', 1],
  [/\bmolybd(?:ate|enum)\b/gi, 'molybdate', 1],
  [/\bsulfite\b/gi, 'sulfite', 1],
  [/\b(?:ortho)?phosphate\b/gi, 'phosphate', 1],
  [/\b(?:tolyl)?triazole\b|\bazoles?\b/gi, 'azole', 1],
  [/\balkalinity\b/gi, 'alkalinity', 1],
  [/\bhardness\b/gi, 'hardness', 1],
  [/\bsilica\b/gi, 'silica', 1],
  [/\bchlorides?\b/gi, 'chloride', 1],
  [/\biron\b/gi, 'iron', 1],
  [/\b(?:free )?(?:halogen|chlorine|bromine)\b/gi, 'free halogen', 1],
  [/\bORP\b/g, 'ORP', 1],
  [/\b(?:TDS|total dissolved solids)\b/gi, 'TDS', 1],
  [/\bdissolved oxygen\b/gi, 'dissolved oxygen', 1],
  [/\bLegionella\b/gi, 'Legionella', 1],
  [/\b(?:bacteria\w*|microbiolog\w+|CFU)\b/gi, 'bacteria', 1],
  [/\bcycles\b/gi, 'cycles of concentration', 1],
  [/\b(?:insurance|liability|insured)\b/gi, 'insurance', 2],
  [/\b(?:bid bonds?|bonds?|certified check)\b/gi, 'bid bond', 2],
  [/\b(?:respond|response)\b/gi, 'response time', 2],
  [/\breports?\b/gi, 'report', 2],
  [/\bcoupons?\b/gi, 'corrosion coupons', 2],
  [/\bexperience\b/gi, 'experience', 2],
  [/\breferences?\b/gi, 'references', 2],
  [/\bterm\b/gi, 'contract term', 2],
  [/\b(?:invoices?|payments?|paid)\b/gi, 'payment', 2],
  [/\b(?:pric(?:e|es|ing)|increases?)\b/gi, 'price', 2],
  [/\b(?:in advance|notice)\b/gi, 'notice', 2],
  [/\bvisits?\b/gi, 'service visits', 2],
  [/\bevaluat\w*/gi, 'evaluation', 2],
  [/\bcooling towers?\b/gi, 'cooling tower', 3],
  [/\bchillers?\b/gi, 'chiller', 3],
  [/\bboilers?\b/gi, 'boiler', 3],
  [/\bclosed[- ]loops?\b/gi, 'closed loop', 3],
  [/\bcondenser water\b/gi, 'condenser water', 3],
];

/** Parameters a unit names by itself. */
const UNIT_PARAMETERS: Record<string, string> = {
  'µS/cm': 'conductivity',
  mpy: 'corrosion rate',
  'CFU/mL': 'bacteria',
  pH: 'pH',
  cycles: 'cycles of concentration',
};

// "ppm nitrite", "years of experience", "hours in advance": a word right after the unit names it.
const DIRECTLY_AFTER = /^\s+(?:of\s+)?$/;
const METAL_AFTER =
  /^\s+(?:for|on)\s+(mild steel|carbon steel|steel|copper|admiralty brass|brass|stainless steel)\b/i;

/**
 * The parameter a number measures: named by its unit (µS/cm, mpy, CFU/mL, pH), by the word right after it
 * ("ppm nitrite"), else by the most specific, nearest word before it, else the nearest word after it.
 */
export function findParameter(
  sentence: string,
  span: { start: number; end: number },
  unit: string,
): string | null {
  const after = sentence.slice(span.end);
  const byUnit = UNIT_PARAMETERS[unit];
  if (byUnit) {
    const metal = unit === 'mpy' ? METAL_AFTER.exec(after)?.[1] : undefined;
    return metal ? `${byUnit}, ${metal.toLowerCase()}` : byUnit;
  }
  let before: { name: string; tier: Tier; distance: number } | null = null;
  let later: { name: string; distance: number } | null = null;
  for (const [pattern, name, tier] of PARAMETERS) {
    for (const match of sentence.matchAll(pattern)) {
      const matchEnd = match.index + match[0].length;
      if (match.index >= span.end) {
        const gap = sentence.slice(span.end, match.index);
        if (DIRECTLY_AFTER.test(gap)) return name;
        const distance = match.index - span.end;
        if (!later || distance < later.distance) later = { name, distance };
      } else if (matchEnd <= span.start) {
        const distance = span.start - matchEnd;
        if (!before || tier < before.tier || (tier === before.tier && distance < before.distance))
          before = { name, tier, distance };
      }
    }
  }
  return before?.name ?? later?.name ?? null;
}

/** A chemical named right after a unit ("600-900 ppm nitrite"), kept with the figure as written. */
export function chemicalAfterUnit(rest: string): string | null {
  const match =
    /^\s+(nitrite|sulfite|molybdate|phosphate|chlorides?|silica|alkalinity|hardness|iron|azole)\b/i.exec(
      rest,
    );
  return match ? match[0] : null;
}

// What a time figure is about, from the words between the previous figure and it ("remain firm for a period of
// sixty (60) days", "an option to renew for two additional twelve-month periods"): the most specific wins.
const TIME_CONTEXTS: [pattern: RegExp, name: string][] = [
  [/\brenew\w*/i, 'renewal'],
  [/\b(?:firm|valid(?:ity)?)\b/i, 'bid validity'],
  [/\b(?:respond\w*|response|available|arriv\w+|on[- ]site within|call(?:ed|s)? back)\b/i, 'response time'],
  [/\b(?:in advance|notice)\b/i, 'notice'],
  [/\breports?\b/i, 'report'],
  [/\b(?:contracts?|agreements?|term|period)\b/i, 'contract term'],
];

/** The parameter of a time figure when its clause says what it limits, else null (then the usual rules apply). */
export function timeParameter(before: string, after: string): string | null {
  if (/^\s*['’]?\s*(?:in advance|advance notice|notice|prior notice)\b/i.test(after)) return 'notice';
  if (/^\s*of\s+(?:notification|the call|a call|being notified|the request|notice)\b/i.test(after))
    return 'response time';
  if (/^\s*(?:\w+\s+){0,2}renewals?\b/i.test(after)) return 'renewal';
  for (const [pattern, name] of TIME_CONTEXTS) if (pattern.test(before)) return name;
  return null;
}

// The activities a frequency can schedule, as a rep would name them.
const ACTIVITIES: [pattern: RegExp, name: string][] = [
  [/\bvisits?\b/gi, 'service visits'],
  [/\bLegionell\w+/gi, 'Legionella testing'],
  [/\b(?:dip ?slides?|plate counts?|HPC|biological testing|bacteria\w*)\b/gi, 'bacteria testing'],
  [/\bcoupons?\b/gi, 'corrosion coupons'],
  [/\btest(?:s|ed|ing)?\b/gi, 'testing'],
  [/\bsampl\w+/gi, 'sampling'],
  [/\breports?\b/gi, 'reports'],
  [/\b(?:re)?calibrat\w+/gi, 'calibration'],
  [/\bdisinfect\w*/gi, 'disinfection'],
  [/\bclean\w*/gi, 'cleaning'],
  [/\binspect\w*/gi, 'inspection'],
  [/\bmaintenance\b/gi, 'maintenance'],
  [/\btreatment\b/gi, 'treatment'],
  [/\bservices?\b/gi, 'service'],
];

/** Any activity's word, to test one word at a time. */
const ACTIVITY_WORD = new RegExp(ACTIVITIES.map(([pattern]) => pattern.source).join('|'), 'i');

// Words that end the name of an activity written after a frequency ("monthly service visits shall...").
const NAME_STOP =
  /^(?:shall|must|will|should|may|is|are|was|be|with|for|to|by|at|on|in|and|or|of|during|as|from|per|each|every|that|which|when|if|the|a|an|all|any)$/i;

/** A schedule's task ("Corrosion Coupon Studies – Quarterly", "Monthly: Dip slide tests") when the sentence is one. */
function scheduleTask(sentence: string, frequency: FoundFrequency): string | null {
  const dashed = /^(.{2,100}?)\s*[–—]\s*$/.exec(sentence.slice(0, frequency.start));
  if (dashed) return dashed[1]!;
  const labelled = /^\s*(?:\/[\w-]+)?\s*:\s*([^.(;]{2,80})/.exec(sentence.slice(frequency.end));
  if (frequency.start === 0 && labelled) return labelled[1]!;
  return null;
}

/**
 * What a frequency schedules: the task of a schedule item, the words right after it ("quarterly service visits"),
 * the name a bulleted service starts with ("Elution studies on all pretreatment a minimum of once per year"),
 * else the nearest activity named in the sentence ("reports shall be sent monthly": reports).
 */
export function activityOf(sentence: string, frequency: FoundFrequency): string | null {
  const task = scheduleTask(sentence, frequency);
  if (task) return task.trim().toLowerCase();
  const words: string[] = [];
  for (const word of sentence.slice(frequency.end).trim().split(/\s+/)) {
    const bare = word.replace(/[,.;:()]+$/, '');
    if (bare === '' || NAME_STOP.test(bare) || /^\d/.test(bare) || words.length >= 4) break;
    words.push(bare);
    if (bare !== word) break;
  }
  if (words.length > 0 && words.some((word) => ACTIVITY_WORD.test(word)))
    return words.join(' ').toLowerCase();
  // A service named at the start of a sentence without a verb: "Elution studies on all pretreatment ...".
  const lead =
    /^([A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:studies|study|analysis|monitoring|testing|tests?|profiles?)\b/i.exec(
      sentence,
    );
  if (lead && !/\b(?:shall|must|will)\b/i.test(sentence)) return `${lead[0]}`.toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const [pattern, name] of ACTIVITIES) {
    for (const match of sentence.matchAll(pattern)) {
      // An activity named before the frequency is preferred: "visits ... a minimum of once per month and all services".
      const distance =
        match.index + match[0].length <= frequency.start
          ? frequency.start - (match.index + match[0].length)
          : 3 * (match.index - frequency.end) + 1;
      if (distance >= 0 && (!best || distance < best.distance)) best = { name, distance };
    }
  }
  if (best) return best.name;
  if (words.length > 0) return words.join(' ').toLowerCase();
  // The thing the sentence is about: "All Neptune Filter Feeders must have filter bag changed out monthly".
  const subject =
    /^(?:\([^)]*\)\s*)?(?:(?:all|each|the|every|any)\s+)?((?:[\w&'-]+\s+){0,4}?[\w&'-]+)\s+(?:shall|must|will|should|are|is)\b/i.exec(
      sentence,
    );
  return subject ? subject[1]!.toLowerCase() : null;
}

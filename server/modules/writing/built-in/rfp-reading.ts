import type { RfpAnalysis, RfpNumericRequirement, RfpRequirement } from '#shared/schemas/rfp.ts';

// What the built-in writer reads out of an RFP analysis: the visit frequency, the report turnaround and the
// control ranges the customer asks for.

const FREQUENCY_WORDS: [RegExp, string][] = [
  [/\b(?:twice|two times)\s+(?:a|per|each)\s+month\b|\bsemi-?monthly\b|\bbi-?weekly\b/i, 'twice-monthly'],
  [/\bweekly\b|\bonce\s+(?:a|per|each)\s+week\b|\bevery\s+week\b/i, 'weekly'],
  [/\bmonthly\b|\bonce\s+(?:a|per|each)\s+month\b|\bevery\s+month\b/i, 'monthly'],
  [/\bquarterly\b|\bevery\s+(?:three|3)\s+months\b/i, 'quarterly'],
];

/** The service-visit frequency the RFP asks for ("monthly", "every 14 days"), or null when it names none. */
export function readVisitFrequency(rfp: RfpAnalysis | null): string | null {
  const texts = (rfp?.identifiedRequirements ?? [])
    .filter((r) => r.category === 'service visits')
    .map((r) => r.text);
  for (const text of texts) {
    for (const [pattern, word] of FREQUENCY_WORDS) if (pattern.test(text)) return word;
    const every = /\bevery\s+(\d+)\s+(days?|weeks?)\b/i.exec(text);
    if (every) return `every ${every[1]} ${every[2]!.toLowerCase()}`;
  }
  return null;
}

/** "within 5 business days" from the RFP's reporting requirements, or null. */
export function readReportTurnaround(rfp: RfpAnalysis | null): string | null {
  for (const requirement of rfp?.identifiedRequirements ?? []) {
    if (requirement.category !== 'reporting') continue;
    const within = /\bwithin\s+(\d+|[a-z]+)\s+((?:business|working|calendar)\s+)?days?\b/i.exec(
      requirement.text,
    );
    if (within) return within[0].toLowerCase();
  }
  return null;
}

const WATER_UNITS = /µs|us\/cm|ppm|ppb|mpy|mg\/l|ph|%|cfu|°f|°c|grains?/i;

/** The RFP's water-chemistry targets (conductivity, pH, inhibitor, corrosion rates...), in document order. */
export function readControlRanges(rfp: RfpAnalysis | null): RfpNumericRequirement[] {
  return (rfp?.numericRequirements ?? []).filter(
    (numeric) => numeric.parameter !== null && WATER_UNITS.test(numeric.unit),
  );
}

/** The numbers of the analysis that belong to this requirement (named by id, else found in its sentence). */
export function numbersOf(requirement: RfpRequirement, rfp: RfpAnalysis): RfpNumericRequirement[] {
  const text = requirement.text.toLowerCase();
  return rfp.numericRequirements.filter((numeric) =>
    numeric.requirementId
      ? numeric.requirementId === requirement.id
      : text.includes(numeric.text.toLowerCase()),
  );
}

const SYSTEM_WORDS: [RegExp, string[], string][] = [
  [/cooling towers?/i, ['cooling-tower', 'evaporative-condenser'], 'cooling tower'],
  [/closed[- ]loops?/i, ['closed-loop'], 'closed loop'],
  [/boilers?/i, ['boiler'], 'boiler'],
  [/chillers?/i, ['chiller'], 'chiller'],
  [/evaporative condensers?/i, ['evaporative-condenser'], 'evaporative condenser'],
  [/condensate/i, ['condensate-return', 'boiler'], 'condensate system'],
  [/softeners?/i, ['softener'], 'softener'],
];

/** The kinds of system a requirement names that the survey did not record ("closed loop"); empty when all exist. */
export function missingSystemsOf(text: string, surveyedTypes: ReadonlySet<string>): string[] {
  const named = SYSTEM_WORDS.filter(([pattern]) => pattern.test(text));
  if (named.some(([, types]) => types.some((type) => surveyedTypes.has(type)))) return [];
  return named.map(([, , label]) => label);
}

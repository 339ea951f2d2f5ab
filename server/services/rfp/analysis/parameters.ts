/** What a number measures, from the words around it. */

type Tier = 1 | 2 | 3;

// Tier 1: water chemistry and measurements; tier 2: the service, contract and people; tier 3: the systems.
// Before the number, the most specific tier wins, then the nearest word.
const PARAMETERS: [pattern: RegExp, name: string, tier: Tier][] = [
  [/\bconductivity\b/gi, 'conductivity', 1],
  [/\bnitrite\b/gi, 'nitrite', 1],
  [/\bmolybdate\b/gi, 'molybdate', 1],
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

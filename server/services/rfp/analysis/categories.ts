import type { RfpCategory } from '#shared/schemas/rfp.ts';

type Rule = [pattern: RegExp, weight: number];

// Each category's words with a weight; a requirement goes to the category with the highest sum (each word
// counted once), ties to the earlier category in CATEGORY_ORDER. Weights favour the words that decide:
// "CWT" over "service visits", "report" over "submit".
const RULES: Record<RfpCategory, Rule[]> = {
  'service visits': [
    [/\bvisits?\b/i, 3],
    [/\bemergenc\w*/i, 4],
    [/\b(?:on[- ]site|respond|response|service calls?)\b/i, 3],
    [/\b(?:schedul\w*|coordinat\w*)/i, 2],
    [/\b(?:monthly|weekly|bi-?weekly|quarterly)\b/i, 1],
  ],
  'testing and monitoring': [
    [/\btest(?:s|ed|ing)?\b/i, 4],
    [/\b(?:monitor\w*|sampl\w+|measur\w+|analy[sz]\w+|dip slides?|coupons?|corrosion rates?)\b/i, 3],
    [/\b(?:conductivity|pH|nitrite|halogen|chlorine|alkalinity|hardness|CFU|microbiolog\w+|bacteria)\b/, 2],
  ],
  reporting: [
    [/\breports?\b/i, 4],
    [/\b(?:reporting|summary|summariz\w+|documentation|log ?books?|records?)\b/i, 2],
    [/\b(?:notify|notification)\b/i, 2],
  ],
  'chemicals and equipment': [
    [/\bchemicals?\b/i, 3],
    [/\b(?:inhibitors?|biocides?|dispersants?|scavengers?|sulfite)\b/i, 3],
    [/\b(?:treated|treatment program)\b/i, 3],
    [
      /\b(?:feed pumps?|pumps?|controllers?|containment|drums?|day tanks?|equipment|injection|delivery)\b/i,
      2,
    ],
  ],
  'personnel and certification': [
    [/\b(?:Certified Water Technologists?|CWT)\b/, 5],
    [/\bcertif\w+/i, 3],
    [/\b(?:experience|qualified|qualifications|licen[cs]ed?|training|trained)\b/i, 3],
    [/\b(?:technicians?|personnel|staff|employees|supervision)\b/i, 2],
  ],
  'safety and compliance': [
    [/\b(?:insurance|insured|liability|indemnif\w*)\b/i, 4],
    [/\b(?:OSHA|EPA|ASHRAE|regulations?|regulatory|codes?|laws?|permits?)\b/, 3],
    // "Public Safety Building" names a building, not a safety rule.
    [/(?<!Public )\bsafety\b/i, 3],
    [/\b(?:Safety Data Sheets?|SDS)\b/, 3],
    [/\b(?:comply|compliance)\b/i, 2],
    [/\b(?:Legionella|background checks?|lockout|PPE|hazard\w*)\b/i, 3],
  ],
  'pricing and terms': [
    [/\bpric(?:e|es|ing)\b/i, 4],
    [/\b(?:fees?|costs?|invoices?|payments?|billing)\b/i, 2],
    [/\b(?:contract|agreement) (?:term|year|period)\b/i, 3],
    [/\b(?:renewals?|terminat\w+|escalat\w+|firm)\b/i, 2],
  ],
  submission: [
    [/\bproposals?\b/i, 2],
    [/\bsubmi(?:t|ts|ssion|tted)\b/i, 2],
    [/\bsealed\b/i, 3],
    [/\b(?:bids?|bidders?|proposers?|offerors?)\b/i, 2],
    [/\b(?:due|deadline|no later than)\b/i, 1],
    [/\bquestions?\b/i, 3],
    [/\b(?:addend(?:a|um)|copies|original)\b/i, 2],
    [/\breferences?\b/i, 3],
  ],
};

// Ties go to the more specific kind of requirement.
const CATEGORY_ORDER: RfpCategory[] = [
  'personnel and certification',
  'safety and compliance',
  'reporting',
  'testing and monitoring',
  'chemicals and equipment',
  'service visits',
  'pricing and terms',
  'submission',
];

/** Files a requirement under the category its words point to; "safety and compliance" when none does. */
export function categorize(text: string): RfpCategory {
  let best: RfpCategory = 'safety and compliance';
  let bestScore = 0;
  for (const category of CATEGORY_ORDER) {
    const score = RULES[category].reduce(
      (sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0),
      0,
    );
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

import type { RfpCategory } from '#shared/schemas/rfp.ts';

type Rule = [pattern: RegExp, weight: number];

// Each category's words with a weight; a requirement goes to the category with the highest sum (each word
// counted once), ties to the earlier category in CATEGORY_ORDER. Weights favour the words that decide:
// "Legionella" over "testing", "report" over "submit", "CWT" over "service".
const RULES: Record<RfpCategory, Rule[]> = {
  'water testing': [
    [/\btest(?:s|ed|ing)?\b/i, 3],
    [/\b(?:sampl\w+|analy[sz]\w+|lab(?:oratory)?|studies|study|profiles?|monitor\w*|measur\w+)\b/i, 2],
    [
      /\b(?:conductivity|pH|alkalinity|hardness|chlorides?|inhibitor levels?|cycles of concentration|silica|TDS|make ?up|steam purity|feedwater)\b/i,
      3,
    ],
    [/=\s*[<>]?\s*\d/, 2],
  ],
  reporting: [
    [/\breports?\b/i, 5],
    [
      /\b(?:reporting|logs?|logging|records?|documentation|document|checklists?|forms|summary chart|charts?|trend data)\b/i,
      3,
    ],
    [/\b(?:notify|notification|brought to the attention)\b/i, 3],
    [/\benergy savings calculations?\b/i, 3],
  ],
  'microbiological control': [
    [/\b(?:Legionell\w*|Legionnaires)\b/i, 6],
    [
      /\b(?:bacteria\w*|biolog\w+|microbiolog\w+|biocides?|dip ?slides?|HPC|plate counts?|CFU|algae|slime|toxicant)\b/i,
      4,
    ],
  ],
  'chemicals and equipment': [
    [/\bchemicals?\b/i, 3],
    [
      /\b(?:inhibitors?|products?|reagents?|dosages?|consumption|nitrite|molybdate|tracer|treatment program|pretreatment)\b/i,
      2,
    ],
    [/\b(?:treated|sulfite|scavengers?|dispersants?)\b/i, 3],
    [
      /\b(?:feed(?:ers?| pumps?| equipment| stations?| tanks?)?|pumps?|controllers?|eControllers?|containers?|packaging|filters?|equipment|parts)\b/i,
      2,
    ],
    [/\b(?:deliver\w*|storage|handl\w+|unload)\b/i, 2],
  ],
  'cleaning and disinfection': [
    [/\b(?:clean\w*|disinfect\w*|sanitiz\w+|flush\w*|descal\w+|unclog|drain down|winteriz\w+|lay-?up)\b/i, 5],
  ],
  'corrosion monitoring': [
    [/\bcorrosion coupons?\b|\bcoupons?\b/i, 5],
    [/\b(?:corrosion rates?|metallurg\w+|iron|copper|dissolved oxygen|amine)\b/i, 4],
  ],
  'service visits': [
    [/\bvisits?\b/i, 4],
    [
      /\b(?:on-?site|schedul\w+|coordinat\w+|preventi?v?e? maintenance|preventative maintenance|inspect\w*|hours of operation)\b/i,
      2,
    ],
  ],
  'emergency response': [
    [/\bemergenc\w*/i, 6],
    [
      /\b(?:respon(?:d|se|se time)|as they occur|within \w+ (?:\(\d+\) )?hours|in-person|after[- ]hours|24\/7|available to)\b/i,
      4,
    ],
  ],
  'staffing and certification': [
    [/\b(?:Certified Water Technologists?|CWT)\b/, 6],
    [/\b(?:certif\w+|licensed|qualified|qualifications?|experience|executed|trained|training)\b/i, 3],
    [/\b(?:technicians?|staff|personnel|specialists?|fingerprint\w*|background checks?|familiar)\b/i, 3],
    [/\bsupervis\w+/i, 1],
  ],
  'insurance, legal and labor': [
    [/\b(?:insurance|insured|liability|indemnif\w*)\b/i, 5],
    [/\b(?:OSHA|EPA|ASHRAE|NFPA|codes?|regulations?|regulatory|laws?|permits?|standards?)\b/i, 3],
    // "Public Safety Building" names a building, not a safety rule.
    [/(?<!Public )\bsafety\b|\b(?:Safety Data Sheets?|SDS|HAZMAT|personal protection|PPE|protective)\b/i, 4],
    [/\b(?:comply|compliance|in accordance with|labor standards|prevailing wages?)\b/i, 2],
  ],
  'pricing and terms': [
    [/\bpric(?:e|es|ing|ed)\b/i, 4],
    [/\b(?:fees?|costs?|invoices?|payments?|billing|no additional cost|firm|valid)\b/i, 3],
    [/\b(?:contract|agreement) (?:term|year|period)\b|\brenew\w*|\bterminat\w+|\bescalat\w+/i, 3],
  ],
  submission: [
    [/\b(?:bids?|bidders?|proposals?|quotations?|ITB|RFP|RFQ)\b/i, 2],
    [/\bsubmi(?:t|ts|ssion|tted|tting)\b/i, 3],
    [
      /\b(?:sealed|envelope|typewritten|questions?|addend(?:a|um)|copies|proposal form|bid form|exceptions?)\b/i,
      3,
    ],
    [/\b(?:due|deadline|no later than|on or before)\b/i, 1],
    [/\b(?:bid bonds?|certified check|bond)\b/i, 3],
    [/\b(?:communications?|contact)\b/i, 2],
    [/\breferences?\b/i, 3],
  ],
};

// Ties go to the more specific kind of requirement.
const CATEGORY_ORDER: RfpCategory[] = [
  'microbiological control',
  'reporting',
  'corrosion monitoring',
  'emergency response',
  'cleaning and disinfection',
  'staffing and certification',
  'insurance, legal and labor',
  'water testing',
  'chemicals and equipment',
  'service visits',
  'pricing and terms',
  'submission',
];

/** Files a requirement under the category its words point to; "service visits" when none does. */
export function categorize(text: string): RfpCategory {
  let best: RfpCategory = 'service visits';
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

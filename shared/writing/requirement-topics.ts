import type { ExtraService, PlanField } from '../schemas/service-plan.ts';

// What an RFP requirement asks for, read from its words and category (docs/decisions/037): the writers answer
// each topic from the program, the service plan or the survey, and the generator suggests how to meet a topic
// the plan leaves open. The first topic found is the one the requirement is answered by.

/** The things a requirement can ask of a proposal. */
export type RequirementTopic =
  | 'legionella'
  | 'metallurgical-analysis'
  | 'deposit-analysis'
  | 'steam-purity'
  | 'efficiency'
  | 'training'
  | 'online-reporting'
  | 'makeup-analysis'
  | 'dissolved-oxygen'
  | 'corrosion-profiles'
  | 'boiler-layup'
  | 'biocide-evaluation'
  | 'pretreatment'
  | 'system-surveys'
  | 'records'
  | 'program'
  | 'scope'
  | 'lab'
  | 'coupons'
  | 'cleaning'
  | 'emergency'
  | 'reports'
  | 'certification'
  | 'insurance'
  | 'labor'
  | 'safety-data'
  | 'feed-equipment'
  | 'biocide'
  | 'visits'
  | 'tests'
  | 'chemicals'
  | 'pricing'
  | 'submission'
  | 'other';

/**
 * The words of a requirement asking for each extra service of the service plan (the trade's names for them). The
 * topics below and the plan's RFP defaults both read them.
 */
export const EXTRA_SERVICE_WORDS: Record<ExtraService, RegExp> = {
  metallurgicalAnalysis:
    /metallurgical (?:analys|exam|evaluat|stud|test|failure|report)|failure analys[ie]s|(?:tube|pipe|piping) (?:sample|section|failure|analys|inspection)|boroscop|borescop/i,
  depositAnalysis:
    /\bdeposits?\b|scale (?:sample|analys)|corrosion[- ]products?|foulant|sludge analys|(?:x-ray|xrf|xrd) analys/i,
  steamPurityTesting:
    /steam (?:purity|quality|sampl)|condensate (?:test|sampl|analys|iron|ph|profile|qualit)|\bcondensate\b.*\b(?:ph|iron|copper|test)/i,
  efficiencyStudies:
    /efficiency (?:monitor|stud|survey|test|audit|calculat)|energy (?:saving|stud|audit|calculat|survey)|heat[- ](?:transfer|exchange[r]?) (?:coefficient|stud|efficien|test)|approach temperature|fouling factor|\bu[- ]value/i,
  operatorTraining:
    /(?:operators?|staff|personnel|employees?|custodians?|maintenance (?:staff|personnel|crew)|engineers?)['’]?\s+(?:training|instruction)|train(?:ing)?\s+(?:of\s+|for\s+)?(?:the\s+)?(?:\w+['’]s?\s+)?(?:building\s+|plant\s+|facility\s+|maintenance\s+)?(?:operators?|staff|personnel|employees|custodians|engineers)|in-?service training|training (?:session|class|seminar|program)s?\b/i,
  makeupAnalysis:
    /make[- ]?up (?:water )?(?:analys|sampl|test)|(?:raw|source|city|supply) water (?:analys|sampl)/i,
  dissolvedOxygenStudies:
    /dissolved oxygen|\bd\.?o\.? (?:stud|test|survey)|de-?aerator (?:test|stud|performance)/i,
  corrosionProfiles: /(?:iron|copper)(?: (?:&|and) (?:iron|copper))? profiles?|corrosion profiles?/i,
  boilerLayup:
    /lay[- ]?up|laid up|(?:wet|dry)[- ]stor|off[- ]?line (?:wet |dry )?(?:stored )?boilers?|idle boilers?/i,
  biocideEvaluation: /toxicant|biocide (?:selection|efficacy|evaluat|stud|kill)|kill stud/i,
  pretreatment:
    /pre-?treatment|water softeners?|\bsofteners?\b|(?:side[- ]?stream|sand|media|multimedia|cartridge) filt|filtration (?:system|equipment|unit)|dealkaliz|reverse osmosis/i,
  systemSurveys:
    /(?:tower|boiler|system|plant|loop|chiller|condenser)s? (?:stud(?:y|ies)|surveys?|audits?|evaluations?|assessments?)|(?:engineering|mechanical|water treatment) (?:surveys?|audits?)/i,
  onlineReporting:
    /web[- ]?based|\bonline\b|\bon-line\b|\bportal\b|internet|cloud|dashboard|electronic(?:ally)? (?:log|record|report|format|copies|data)|(?:reports?|logs?|results?) (?:by|via) e-?mail|remote (?:monitor|access)/i,
};

/**
 * The records of a visit beyond its report (decision 037, third amendment): the notice of a problem found, the
 * site's forms, checklists and logbook, the equipment's manuals. One pattern per record of the plan.
 */
export const RECORDS_WORDS = {
  problemNotice:
    /\b(?:notify|notification|inform|alert|advise)\w*\b[^.]*\b(?:problems?|deficienc\w*|issues?|abnormal\w*|out[- ]of[- ](?:range|spec\w*)|concerns?|conditions?)\b/i,
  logSheets: /\bforms\b|checklists?|log ?books?|log ?sheets?|logs? (?:book|sheet)s?|record[- ]?keeping/i,
  manuals: /\bmanuals?\b(?! (?:feed|valve|operation of|override|test))/i,
} as const;

/** The care of the controllers and their sensors ("clean sensors and recalibrate controllers"), not a cleaning. */
export const CONTROLLER_CARE =
  /(?:clean|calibrat)\w*[^.]*\b(?:sensors?|probes?|electrodes?|controllers?|feeders?)\b/i;

/** The words of a scope or compliance requirement, one pattern per statement of the plan's scope. */
export const SCOPE_WORDS = {
  allInclusive:
    /all (?:necessary )?(?:labor|labour|materials|tools)|(?:labor|labour|materials|supervision|tools|parts)(?:,| and| &)+ (?:tools|materials|labor|labour|equipment|parts|supervision)\b|no additional cost|trip charges?/i,
  compliance:
    /compl(?:y|iance) with (?:the |all )?(?:applicable |federal|state|local|environmental)|applicable (?:laws|codes|regulations)|\b(?:epa|fifra)\b|environmental protection agency|discharge permit|sewer (?:use|discharge)/i,
  siteSafety:
    /(?:safety|personal) (?:protection|rules|equipment|glasses|officer|program)|personal protective|\bppe\b|injur(?:y|ies)|occupational safety|hazard communication/i,
} as const;

// A water test named by its parameters ("conductivity, pH, hardness, alkalinity and dip slides").
const TEST_PARAMETERS =
  /conductivity|\bph\b|hardness|alkalinity|silica|chloride|nitrite|molybd|sulfite|\biron\b|copper|phosphate|dip slides?|\btds\b/gi;

/** Whether a requirement lists the parameters of a water test (two or more). */
export function namesTestParameters(text: string): boolean {
  return new Set(text.toLowerCase().match(TEST_PARAMETERS) ?? []).size >= 2;
}

/** Whether a requirement asks for a program against corrosion, scale and biological growth together. */
export function asksForProgram(text: string): boolean {
  const named = [/corrosion/i, /\bscal(?:e|ing)\b/i, /biolog|microbio|algae|bacteri|fouling/i].filter(
    (word) => word.test(text),
  );
  return named.length >= 2 && !/coupon|\bmpy\b|test|sampl|stud(?:y|ies)|analys/i.test(text);
}

const RULES: [RequirementTopic, RegExp][] = [
  ['legionella', /legionell|legionnaire/i],
  ['biocide-evaluation', EXTRA_SERVICE_WORDS.biocideEvaluation],
  ['dissolved-oxygen', EXTRA_SERVICE_WORDS.dissolvedOxygenStudies],
  ['boiler-layup', EXTRA_SERVICE_WORDS.boilerLayup],
  ['makeup-analysis', EXTRA_SERVICE_WORDS.makeupAnalysis],
  ['corrosion-profiles', EXTRA_SERVICE_WORDS.corrosionProfiles],
  ['metallurgical-analysis', EXTRA_SERVICE_WORDS.metallurgicalAnalysis],
  ['deposit-analysis', EXTRA_SERVICE_WORDS.depositAnalysis],
  ['lab', /laborator|\blab\b|third[- ]party analys/i],
  ['coupons', /coupon|corrosion (?:rate|monitor|probe)|corrater|\bmpy\b/i],
  ['steam-purity', EXTRA_SERVICE_WORDS.steamPurityTesting],
  ['efficiency', EXTRA_SERVICE_WORDS.efficiencyStudies],
  ['training', EXTRA_SERVICE_WORDS.operatorTraining],
  ['pretreatment', EXTRA_SERVICE_WORDS.pretreatment],
  ['system-surveys', EXTRA_SERVICE_WORDS.systemSurveys],
  ['online-reporting', EXTRA_SERVICE_WORDS.onlineReporting],
  ['feed-equipment', CONTROLLER_CARE],
  ['cleaning', /\bclean|disinfect|chlorinat|passivat|descal|hyperchlor/i],
  [
    'emergency',
    /emergenc|response time|on[- ]call|24\s*(?:\/|x|hours a day)\s*7|after[- ]hours|available[^.]*within \d+ hours|within \d+ hours of notification/i,
  ],
  ['records', RECORDS_WORDS.problemNotice],
  ['records', RECORDS_WORDS.logSheets],
  ['records', RECORDS_WORDS.manuals],
  [
    'certification',
    /referen|certif|\bcwt\b|technologist|licen[cs]|\bqualifi|experience|years of|training|resume|résumé/i,
  ],
  ['scope', SCOPE_WORDS.allInclusive],
  ['scope', SCOPE_WORDS.compliance],
  ['scope', SCOPE_WORDS.siteSafety],
  ['insurance', /insurance|insured|indemnif|liability|bond(?:ed|ing)?\b/i],
  [
    'labor',
    /prevailing wage|davis[- ]bacon|certified payroll|wage|labor|labour|background (?:check|screen|investigation)|fingerprint|criminal (?:history|record|background)|drug[- ]free|e-verify|osha|subcontract|non-?discriminat|equal opportunity|(?:working|work) hours/i,
  ],
  ['safety-data', /\bsds\b|safety data sheet|msds|secondary containment|spill|label/i],
  [
    'feed-equipment',
    /\bpumps?\b|controllers?\b|feed(?:er)? (?:equipment|systems?|stations?)|feeders?\b|test kits?|injection|metering/i,
  ],
  ['biocide', /biocide|microbio|bacteri|biological|algae|slime|biofilm|\bcfu\b|dip slide/i],
  // A boiler test the plan makes at each visit, however the requirement says it ("record the % condensate return").
  ['tests', /condensate returns?|composite (?:feed ?water )?sampl/i],
  ['reports', /\breports?\b|reporting|log ?book|records?\b|documentation|summar/i],
  ['tests', /\btested\b/i],
  [
    'visits',
    /\bvisits?\b|preventa?tive maintenance|on[- ]site|inspect|walk[- ]?through|service calls?|schedul|notice/i,
  ],
  [
    'tests',
    /\btest|conductivity|\bph\b|residual|analy|sampl|condensate returns?|nitrite|molybdate|sulfite|hardness|silica|alkalinity|chloride|\biron\b|cycles/i,
  ],
  // A price of a product is a pricing matter.
  [
    'pricing',
    /pric|\bfirm for|remain firm|cost|invoice|payment|\bfees?\b|\bbill|escalat|\$|term of|contract term|renewal/i,
  ],
  ['chemicals', /chemical|inhibitor|treatment|product|scavenger|amine|polymer|phosphate|dispersant|deliver/i],
  [
    'submission',
    /proposals? (?:must|shall) be (?:submitted|received|delivered)|submit|due (?:date|by)|sealed|copies/i,
  ],
];

const CATEGORY_TOPICS: Partial<Record<string, RequirementTopic>> = {
  'service visits': 'visits',
  'water testing': 'tests',
  reporting: 'reports',
  'microbiological control': 'biocide',
  'chemicals and equipment': 'chemicals',
  'cleaning and disinfection': 'cleaning',
  'corrosion monitoring': 'coupons',
  'emergency response': 'emergency',
  'staffing and certification': 'certification',
  'insurance, legal and labor': 'insurance',
  'pricing and terms': 'pricing',
  submission: 'submission',
};

const SUBMISSION = /proposal|submi|bid|offer|due|deadline|copies|envelope|sealed|addendum|addenda|question/i;

/** The topic a requirement is answered by: its words first, else its category. */
export function topicOf(requirement: { text: string; category: string }): RequirementTopic {
  return readTopic(requirement).topic;
}

/** The topic and whether the requirement's own words name it (not only its category). */
export function readTopic(requirement: { text: string; category: string }): {
  topic: RequirementTopic;
  isNamed: boolean;
} {
  if (requirement.category === 'submission' && SUBMISSION.test(requirement.text)) {
    return { topic: 'submission', isNamed: true };
  }
  if (asksForProgram(requirement.text)) return { topic: 'program', isNamed: true };
  if (/tracer|approved equals?|\bor equal\b|dosage rate/i.test(requirement.text))
    return { topic: 'chemicals', isNamed: true };
  if (namesTestParameters(requirement.text) && !/legionell|coupon|profile/i.test(requirement.text))
    return { topic: 'tests', isNamed: true };
  for (const [topic, pattern] of RULES) if (pattern.test(requirement.text)) return { topic, isNamed: true };
  return { topic: CATEGORY_TOPICS[requirement.category] ?? 'other', isNamed: false };
}

/** How the rep can meet a requirement of this topic that the proposal leaves open. */
export const TOPIC_FIXES: Record<RequirementTopic, string> = {
  legionella: 'Legionella testing is required: set its frequency in the service plan.',
  'metallurgical-analysis':
    'A tube or metallurgical failure analysis is required: offer it in the service plan (included or at a price).',
  'deposit-analysis':
    'A deposit or corrosion-product analysis is required: offer it in the service plan (included or at a price).',
  'steam-purity':
    'Steam purity or condensate testing is required: offer it in the service plan (included or at a price).',
  efficiency:
    'An efficiency or energy study is required: offer it in the service plan (included or at a price).',
  training: 'Operator training is required: offer it in the service plan (included or at a price).',
  'online-reporting':
    'Online or electronic reporting is required: offer the reporting portal in the service plan.',
  'makeup-analysis':
    'A make-up water analysis is required: offer it in the service plan (included or at a price).',
  'dissolved-oxygen':
    'Dissolved oxygen studies are required: offer them in the service plan (included or at a price).',
  'corrosion-profiles':
    'Iron or copper profiles are required: offer them in the service plan (included or at a price).',
  'boiler-layup':
    'Boiler lay-up or testing of stored boilers is required: offer it in the service plan (included or at a price).',
  'biocide-evaluation':
    'A toxicant or biocide evaluation is required: offer it in the service plan (included or at a price).',
  pretreatment:
    'Pretreatment (softeners, filters) is required: offer its inspection in the service plan (included or at a price).',
  'system-surveys':
    'A survey or study of the systems is required: offer system surveys in the service plan (included or at a price).',
  records:
    'A record or notice is required: set it under Reports and records in the service plan (on-site report, problem notice, forms and logbook, manuals).',
  program:
    'A program against corrosion, scale and biological growth is required: add the missing inhibitor or biocide to the chemical program.',
  scope:
    'A scope or compliance statement is required: accept it under Scope and compliance in the service plan, or answer it in the text.',
  lab: 'Laboratory testing is required: set lab testing in the service plan.',
  coupons: 'Corrosion coupons or monitoring are required: add coupon racks to the service plan.',
  cleaning:
    'Cleaning or disinfection is required: set cleaning (with disinfection if asked) in the service plan.',
  emergency: 'An emergency response time is required: set the response hours in the service plan.',
  reports: 'A report deadline is required: set the report deadline in the service plan.',
  certification: 'Staff credentials are required: state your staff’s certifications in the service plan.',
  insurance:
    'Insurance or bonding is required: state your coverage under Insurance in the service plan, or list it as an exception.',
  labor:
    'A labor term is required: set prevailing wage, background checks or work hours in the service plan, or answer it in the text.',
  'safety-data': 'Safety data or containment is required: answer it in the text.',
  'feed-equipment':
    'Feed or control equipment is required: set feed and control equipment in the service plan.',
  biocide: 'Biological control is required: add a biocide to the chemical program.',
  visits: 'The visit frequency falls short: raise the visits per year in the service plan.',
  tests: 'A test the RFP asks for is missing: add it to the tests in the service plan.',
  chemicals: 'A product the RFP asks for is missing: add it to the chemical program.',
  pricing: 'A pricing commitment is required: answer it in the text, or list it as an exception.',
  submission: 'A submission instruction: follow it when you send the proposal.',
  other: 'Answer this requirement in the text, or list it as an exception.',
};

/** The extra service of the service plan each topic is answered by. */
export const SERVICE_OF_TOPIC: Partial<Record<RequirementTopic, ExtraService>> = {
  'deposit-analysis': 'depositAnalysis',
  'metallurgical-analysis': 'metallurgicalAnalysis',
  'steam-purity': 'steamPurityTesting',
  efficiency: 'efficiencyStudies',
  training: 'operatorTraining',
  'online-reporting': 'onlineReporting',
  'makeup-analysis': 'makeupAnalysis',
  'dissolved-oxygen': 'dissolvedOxygenStudies',
  'corrosion-profiles': 'corrosionProfiles',
  'boiler-layup': 'boilerLayup',
  'biocide-evaluation': 'biocideEvaluation',
  pretreatment: 'pretreatment',
  'system-surveys': 'systemSurveys',
};

const FIELDS_OF_TOPIC: Partial<Record<RequirementTopic, PlanField[]>> = {
  visits: ['visitsPerYear'],
  tests: ['tests'],
  reports: ['reportDeadlineDays', 'records'],
  legionella: ['legionellaTesting'],
  lab: ['labTesting', 'laboratory'],
  records: ['records'],
  coupons: ['corrosionMonitoring'],
  cleaning: ['cleaning', 'disinfection'],
  emergency: ['emergencyResponseHours'],
  'feed-equipment': ['feedEquipment'],
  insurance: ['insurance'],
  labor: ['labor'],
  scope: ['scope'],
  ...Object.fromEntries(Object.entries(SERVICE_OF_TOPIC).map(([topic, key]) => [topic, [key]])),
  // Its electronic copies and alerts are records of the plan.
  'online-reporting': ['onlineReporting', 'records'],
};

/** The service-plan fields a topic's answer rests on (none: it is answered in the text or the program). */
export function fieldsOfTopic(topic: RequirementTopic): PlanField[] {
  return FIELDS_OF_TOPIC[topic] ?? [];
}

import { z } from 'zod';

// The service plan beside the chemical program (issue 21 §2, docs/decisions/037): what the company commits to on
// site, saved with the proposal (GET/PUT /api/proposals/{id}/service-plan). Its defaults come from the RFP where it
// states them; the writers answer the RFP's requirements from it.

/** How often something in the plan happens; 'none' means it is not part of the plan. */
export const PLAN_FREQUENCIES = [
  'none',
  'weekly',
  'twice-monthly',
  'monthly',
  'every-two-months',
  'quarterly',
  'twice-yearly',
  'yearly',
] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/** A frequency as the generator's select shows it. */
export const PLAN_FREQUENCY_LABELS: Record<PlanFrequency, string> = {
  none: 'Not included',
  weekly: 'Weekly',
  'twice-monthly': 'Twice a month',
  monthly: 'Monthly',
  'every-two-months': 'Every two months',
  quarterly: 'Quarterly',
  'twice-yearly': 'Twice a year',
  yearly: 'Once a year',
};

/** How many times a year each frequency is. */
export const TIMES_PER_YEAR: Record<PlanFrequency, number> = {
  none: 0,
  weekly: 52,
  'twice-monthly': 24,
  monthly: 12,
  'every-two-months': 6,
  quarterly: 4,
  'twice-yearly': 2,
  yearly: 1,
};

/** Corrosion monitoring the plan includes. */
export const CORROSION_MONITORING = ['none', 'coupons', 'monitor', 'coupons-and-monitor'] as const;
export const CORROSION_MONITORING_LABELS: Record<(typeof CORROSION_MONITORING)[number], string> = {
  none: 'Not included',
  coupons: 'Corrosion coupon racks',
  monitor: 'Online corrosion monitor',
  'coupons-and-monitor': 'Coupon racks and an online monitor',
};

/** The chemical feed and control equipment the plan covers. */
export const FEED_EQUIPMENT = ['none', 'maintain', 'supply-and-maintain'] as const;
export const FEED_EQUIPMENT_LABELS: Record<(typeof FEED_EQUIPMENT)[number], string> = {
  none: 'Not included',
  maintain: 'Serviced (the facility’s own)',
  'supply-and-maintain': 'Supplied and serviced',
};

/** Whether an extra service is offered, and on what terms (decision 037, amended). */
export const PLAN_OFFERS = ['not-offered', 'included', 'extra-cost'] as const;
export type PlanOffer = (typeof PLAN_OFFERS)[number];
export const PLAN_OFFER_LABELS: Record<PlanOffer, string> = {
  'not-offered': 'Not offered',
  included: 'Included in the price',
  'extra-cost': 'At extra cost',
};

/** How often an extra service is made: on request, or one of the plan's frequencies. */
export const SERVICE_FREQUENCIES = ['on-request', 'monthly', 'quarterly', 'twice-yearly', 'yearly'] as const;
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];
export const SERVICE_FREQUENCY_LABELS: Record<ServiceFrequency, string> = {
  'on-request': 'On request',
  monthly: PLAN_FREQUENCY_LABELS.monthly,
  quarterly: PLAN_FREQUENCY_LABELS.quarterly,
  'twice-yearly': PLAN_FREQUENCY_LABELS['twice-yearly'],
  yearly: PLAN_FREQUENCY_LABELS.yearly,
};

/** The extra services a water-treatment company offers beside the routine visits, as the plan names them. */
export const EXTRA_SERVICES = [
  'depositAnalysis',
  'metallurgicalAnalysis',
  'steamPurityTesting',
  'efficiencyStudies',
  'operatorTraining',
  'onlineReporting',
  // Added with decision 037's second amendment: the studies RFPs ask of boilers, loops and towers.
  'makeupAnalysis',
  'dissolvedOxygenStudies',
  'corrosionProfiles',
  'boilerLayup',
  'biocideEvaluation',
  // Added with decision 037's third amendment: the make-up water's pretreatment and the surveys of the systems.
  'pretreatment',
  'systemSurveys',
] as const;
export type ExtraService = (typeof EXTRA_SERVICES)[number];

/** The generator's label of each extra service, and what one occurrence is (for its price). */
export const EXTRA_SERVICE_LABELS: Record<ExtraService, { label: string; each: string }> = {
  depositAnalysis: { label: 'Deposit and corrosion-product analysis', each: 'analysis' },
  metallurgicalAnalysis: { label: 'Tube and metallurgical failure analysis', each: 'analysis' },
  steamPurityTesting: { label: 'Steam purity and condensate testing', each: 'survey' },
  efficiencyStudies: { label: 'Heat-transfer and energy efficiency studies', each: 'study' },
  operatorTraining: { label: 'Operator training', each: 'session' },
  onlineReporting: { label: 'Online reporting portal (web-based logs)', each: 'year' },
  makeupAnalysis: { label: 'Make-up water analysis', each: 'analysis' },
  dissolvedOxygenStudies: { label: 'Dissolved oxygen studies (feedwater and deaerator)', each: 'study' },
  corrosionProfiles: { label: 'Iron and copper profiles', each: 'profile' },
  boilerLayup: { label: 'Boiler lay-up (wet or dry) and testing of stored boilers', each: 'lay-up' },
  biocideEvaluation: { label: 'Toxicant evaluations for biocide selection', each: 'evaluation' },
  pretreatment: { label: 'Pretreatment equipment (softeners, filters) inspection', each: 'inspection' },
  systemSurveys: { label: 'System surveys and studies (towers, boilers, loops)', each: 'survey' },
};

/** One extra service: offered or not, how often, and its price when it is charged apart. */
export const PlanServiceSchema = z
  .object({
    offer: z.enum(PLAN_OFFERS, { error: 'Offer must be not offered, included or at extra cost' }),
    frequency: z.enum(SERVICE_FREQUENCIES, { error: 'Frequency must be one of the listed frequencies' }),
    /** US dollars each time (each year for a portal) when at extra cost; null: quoted on request. */
    price: z
      .number({ error: 'Price must be a number of dollars' })
      .finite()
      .min(0, 'Price must not be negative')
      .max(10_000_000, 'Price must be at most $10,000,000')
      .nullable(),
  })
  .refine((service) => service.offer === 'extra-cost' || service.price === null, {
    message: 'A price is set only for a service at extra cost',
    path: ['price'],
  });
export type PlanService = z.infer<typeof PlanServiceSchema>;

/** An extra service the plan does not offer. */
export const NOT_OFFERED: PlanService = { offer: 'not-offered', frequency: 'on-request', price: null };

/** A yes/no field of the plan, and the message a value that is not one gets. */
const yesNo = (what: string) => z.boolean({ error: `${what} must be true or false` });

const dollarsLimit = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .int(`${what} must be a whole number of dollars`)
    .min(1, `${what} must be at least $1`)
    .max(1_000_000_000, `${what} must be at most $1,000,000,000`)
    .nullable();

/** The insurance the company carries (null or false: not stated, so not claimed). */
export const PlanInsuranceSchema = z.object({
  /** Commercial general liability, dollars per occurrence. */
  generalLiability: dollarsLimit('General liability'),
  /** Workers' compensation as the law requires. */
  workersCompensation: yesNo('Workers’ compensation'),
  /** Automobile liability, dollars combined single limit. */
  autoLiability: dollarsLimit('Automobile liability'),
  /** Umbrella or excess liability, dollars. */
  umbrella: dollarsLimit('Umbrella liability'),
  /** A performance or payment bond can be furnished. */
  bond: yesNo('Bond'),
});
export type PlanInsurance = z.infer<typeof PlanInsuranceSchema>;
export const NO_INSURANCE: PlanInsurance = {
  generalLiability: null,
  workersCompensation: false,
  autoLiability: null,
  umbrella: null,
  bond: false,
};

/** The labour terms the company accepts (false or blank: not accepted, so not claimed). */
export const PlanLaborSchema = z.object({
  prevailingWage: yesNo('Prevailing wage'),
  backgroundChecks: yesNo('Background checks'),
  /** The hours the technicians work on site ("weekdays 7 am to 3:30 pm"); blank: not stated. */
  workHours: z
    .string({ error: 'Work hours must be text' })
    .trim()
    .max(200, 'Work hours must be at most 200 characters'),
});
export type PlanLabor = z.infer<typeof PlanLaborSchema>;
export const NO_LABOR_TERMS: PlanLabor = { prevailingWage: false, backgroundChecks: false, workHours: '' };

/**
 * The scope and compliance statements the company makes (false: not made, so not claimed): the all-inclusive scope
 * ("all labor, tools and materials"), compliance with laws, codes and discharge permits, and the site's safety rules.
 */
export const PlanScopeSchema = z.object({
  allInclusive: yesNo('All-inclusive scope'),
  compliance: yesNo('Compliance with laws and permits'),
  siteSafety: yesNo('Site safety'),
});
export type PlanScope = z.infer<typeof PlanScopeSchema>;
export const NO_SCOPE_TERMS: PlanScope = { allInclusive: false, compliance: false, siteSafety: false };
export const SCOPE_LABELS: Record<keyof PlanScope, string> = {
  allInclusive: 'All labor, tools, materials and test reagents included in the price',
  compliance: 'Products and work comply with laws, codes and the discharge permit',
  siteSafety: 'Technicians wear PPE, follow site safety rules and report incidents',
};

/**
 * The reports and records of each visit beyond the written report (decision 037, third amendment): a report left
 * on site, an electronic copy, the notice of a problem found, the site's forms and logbook, the equipment's
 * manuals, and e-mail alerts of a test out of range. False or null: not offered, so not claimed.
 */
export const PlanRecordsSchema = z.object({
  /** A service report is left on site with the operating staff before the technician leaves. */
  onSiteReport: yesNo('On-site report'),
  /** An electronic copy (PDF) of each report is e-mailed for the facility's own distribution. */
  electronicCopy: yesNo('Electronic copy'),
  /** Hours from finding a problem at a visit to the owner's representative being told; null: no commitment. */
  problemNoticeHours: z
    .number({ error: 'Problem notice must be a whole number of hours between 1 and 168' })
    .int('Problem notice must be a whole number of hours between 1 and 168')
    .min(1, 'Problem notice must be a whole number of hours between 1 and 168')
    .max(168, 'Problem notice must be a whole number of hours between 1 and 168')
    .nullable(),
  /** The facility's forms, checklists and log sheets are completed at each visit and the logbook kept on site. */
  logSheets: yesNo('Log sheets'),
  /** The equipment's operation and maintenance manuals are obtained and kept on site. */
  manuals: yesNo('Manuals'),
  /** A test out of its control range sends an e-mail alert to the facility's management. */
  alerts: yesNo('Alerts'),
});
export type PlanRecords = z.infer<typeof PlanRecordsSchema>;
export const NO_RECORDS: PlanRecords = {
  onSiteReport: false,
  electronicCopy: false,
  problemNoticeHours: null,
  logSheets: false,
  manuals: false,
  alerts: false,
};
export const RECORDS_LABELS: Record<Exclude<keyof PlanRecords, 'problemNoticeHours'>, string> = {
  onSiteReport: 'A service report left on site at each visit',
  electronicCopy: 'An electronic copy (PDF) of each report e-mailed',
  logSheets: 'The site’s forms, checklists and logbook completed at each visit',
  manuals: 'Equipment O&M manuals obtained and kept on site',
  alerts: 'E-mail alerts when a test is out of range',
};

/** The laboratory the plan's lab tests go to, and the analyses beyond the routine water analysis. */
export const PlanLaboratorySchema = z.object({
  /** The laboratory's certification as a buyer reads it ("State Certified", "NELAP-accredited"); blank: not stated. */
  certification: z
    .string({ error: 'Laboratory certification must be text' })
    .trim()
    .max(200, 'Laboratory certification must be at most 200 characters'),
  /** A heterotrophic plate count (HPC, Standard Methods 9215B) with each lab analysis. */
  plateCount: yesNo('Plate count'),
});
export type PlanLaboratory = z.infer<typeof PlanLaboratorySchema>;
export const NO_LABORATORY: PlanLaboratory = { certification: '', plateCount: false };

/** Where a test's control range comes from. */
export const RANGE_SOURCES = ['rfp', 'settings', 'survey', 'rep'] as const;

const frequency = (what: string) =>
  z.enum(PLAN_FREQUENCIES, { error: `${what} must be one of the listed frequencies` });

/** One test made at each visit, with its control range. */
export const ServicePlanTestSchema = z
  .object({
    /** The equipment type it is made on ("cooling-tower"). */
    systemType: z
      .string({ error: 'System type is required' })
      .trim()
      .min(1, 'System type is required')
      .max(60),
    parameter: z
      .string({ error: 'Test parameter is required' })
      .trim()
      .min(1, 'Test parameter is required')
      .max(100, 'Test parameter must be at most 100 characters'),
    min: z
      .number({ error: 'Range minimum must be a number' })
      .finite()
      .min(-1_000_000)
      .max(1_000_000_000)
      .nullable(),
    max: z
      .number({ error: 'Range maximum must be a number' })
      .finite()
      .min(-1_000_000)
      .max(1_000_000_000)
      .nullable(),
    unit: z.string({ error: 'Unit must be text' }).trim().max(30, 'Unit must be at most 30 characters'),
    source: z.enum(RANGE_SOURCES, { error: 'Range source must be rfp, settings, survey or rep' }),
  })
  .refine((test) => test.min === null || test.max === null || test.min <= test.max, {
    message: 'Range minimum must not be above its maximum',
    path: ['min'],
  });
export type ServicePlanTest = z.infer<typeof ServicePlanTestSchema>;

/** The plan fields a default can come from the RFP for. */
export const PLAN_FIELDS = [
  'visitsPerYear',
  'tests',
  'labTesting',
  'legionellaTesting',
  'reportDeadlineDays',
  'cleaning',
  'disinfection',
  'corrosionMonitoring',
  'feedEquipment',
  'emergencyResponseHours',
  ...EXTRA_SERVICES,
  'insurance',
  'labor',
  'scope',
  'records',
  'laboratory',
] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];

/** PUT /api/proposals/{id}/service-plan body and the plan as stored. */
export const ServicePlanSchema = z.object({
  visitsPerYear: z
    .number({ error: 'Visits per year must be a whole number between 1 and 365' })
    .int('Visits per year must be a whole number between 1 and 365')
    .min(1, 'Visits per year must be a whole number between 1 and 365')
    .max(365, 'Visits per year must be a whole number between 1 and 365'),
  tests: z.array(ServicePlanTestSchema).max(60, 'At most 60 tests'),
  labTesting: frequency('Lab testing'),
  legionellaTesting: frequency('Legionella testing'),
  /** Business days after a visit by which its report is delivered; null: with no set deadline. */
  reportDeadlineDays: z
    .number({ error: 'Report deadline must be a whole number of business days between 1 and 60' })
    .int('Report deadline must be a whole number of business days between 1 and 60')
    .min(1, 'Report deadline must be a whole number of business days between 1 and 60')
    .max(60, 'Report deadline must be a whole number of business days between 1 and 60')
    .nullable(),
  cleaning: frequency('Cleaning'),
  /** The cleaning includes disinfection (chlorination before and after). */
  disinfection: yesNo('Disinfection'),
  corrosionMonitoring: z.enum(CORROSION_MONITORING, {
    error: 'Corrosion monitoring must be one of the listed options',
  }),
  feedEquipment: z.enum(FEED_EQUIPMENT, { error: 'Feed equipment must be one of the listed options' }),
  /** Hours from a call to a technician on site; null: no emergency commitment. */
  emergencyResponseHours: z
    .number({ error: 'Emergency response must be a whole number of hours between 1 and 168' })
    .int('Emergency response must be a whole number of hours between 1 and 168')
    .min(1, 'Emergency response must be a whole number of hours between 1 and 168')
    .max(168, 'Emergency response must be a whole number of hours between 1 and 168')
    .nullable(),
  /** The staff's certifications as the rep states them ("CWT, Certified Water Technologist"). */
  certifications: z
    .string({ error: 'Certifications must be text' })
    .trim()
    .max(1000, 'Certifications must be at most 1000 characters'),
  /** The customer's PDF lists what the plan does not meet in an Exceptions section (the rep's choice). */
  showExceptions: yesNo('Show exceptions'),
  // Added with decision 037's amendment; a plan saved before them reads as "not offered / not stated".
  depositAnalysis: PlanServiceSchema.default(NOT_OFFERED),
  metallurgicalAnalysis: PlanServiceSchema.default(NOT_OFFERED),
  steamPurityTesting: PlanServiceSchema.default(NOT_OFFERED),
  efficiencyStudies: PlanServiceSchema.default(NOT_OFFERED),
  operatorTraining: PlanServiceSchema.default(NOT_OFFERED),
  onlineReporting: PlanServiceSchema.default(NOT_OFFERED),
  makeupAnalysis: PlanServiceSchema.default(NOT_OFFERED),
  dissolvedOxygenStudies: PlanServiceSchema.default(NOT_OFFERED),
  corrosionProfiles: PlanServiceSchema.default(NOT_OFFERED),
  boilerLayup: PlanServiceSchema.default(NOT_OFFERED),
  biocideEvaluation: PlanServiceSchema.default(NOT_OFFERED),
  pretreatment: PlanServiceSchema.default(NOT_OFFERED),
  systemSurveys: PlanServiceSchema.default(NOT_OFFERED),
  insurance: PlanInsuranceSchema.default(NO_INSURANCE),
  labor: PlanLaborSchema.default(NO_LABOR_TERMS),
  scope: PlanScopeSchema.default(NO_SCOPE_TERMS),
  records: PlanRecordsSchema.default(NO_RECORDS),
  laboratory: PlanLaboratorySchema.default(NO_LABORATORY),
  /**
   * The fields the RFP set a default for that the rep confirmed as they are. A default the RFP set and the rep
   * neither changed nor confirmed is not a commitment: the requirement it would answer stays a gap "to confirm".
   */
  confirmed: z
    .array(z.enum(PLAN_FIELDS, { error: 'Confirmed must list plan fields' }))
    .max(40)
    .default([]),
});
export type ServicePlan = z.infer<typeof ServicePlanSchema>;

/** Each plan field as the generator and a gap's fix name it. */
export const PLAN_FIELD_LABELS: Record<PlanField, string> = {
  visitsPerYear: 'Visits per year',
  tests: 'Tests and control ranges',
  labTesting: 'Lab testing',
  legionellaTesting: 'Legionella testing',
  reportDeadlineDays: 'Report deadline',
  cleaning: 'Cleaning',
  disinfection: 'Disinfection',
  corrosionMonitoring: 'Corrosion monitoring',
  feedEquipment: 'Feed and control equipment',
  emergencyResponseHours: 'Emergency response',
  depositAnalysis: EXTRA_SERVICE_LABELS.depositAnalysis.label,
  metallurgicalAnalysis: EXTRA_SERVICE_LABELS.metallurgicalAnalysis.label,
  steamPurityTesting: EXTRA_SERVICE_LABELS.steamPurityTesting.label,
  efficiencyStudies: EXTRA_SERVICE_LABELS.efficiencyStudies.label,
  operatorTraining: EXTRA_SERVICE_LABELS.operatorTraining.label,
  onlineReporting: EXTRA_SERVICE_LABELS.onlineReporting.label,
  makeupAnalysis: EXTRA_SERVICE_LABELS.makeupAnalysis.label,
  dissolvedOxygenStudies: EXTRA_SERVICE_LABELS.dissolvedOxygenStudies.label,
  corrosionProfiles: EXTRA_SERVICE_LABELS.corrosionProfiles.label,
  boilerLayup: EXTRA_SERVICE_LABELS.boilerLayup.label,
  biocideEvaluation: EXTRA_SERVICE_LABELS.biocideEvaluation.label,
  pretreatment: EXTRA_SERVICE_LABELS.pretreatment.label,
  systemSurveys: EXTRA_SERVICE_LABELS.systemSurveys.label,
  insurance: 'Insurance',
  labor: 'Labor terms',
  scope: 'Scope and compliance',
  records: 'Reports and records',
  laboratory: 'Laboratory',
};

/** The fields added with decision 037's amendment, as a plan without them reads (nothing offered or stated). */
export const PLAN_WITHOUT_EXTRAS: Pick<
  ServicePlan,
  ExtraService | 'insurance' | 'labor' | 'scope' | 'records' | 'laboratory' | 'confirmed'
> = {
  pretreatment: NOT_OFFERED,
  systemSurveys: NOT_OFFERED,
  records: NO_RECORDS,
  laboratory: NO_LABORATORY,
  makeupAnalysis: NOT_OFFERED,
  dissolvedOxygenStudies: NOT_OFFERED,
  corrosionProfiles: NOT_OFFERED,
  boilerLayup: NOT_OFFERED,
  biocideEvaluation: NOT_OFFERED,
  scope: NO_SCOPE_TERMS,
  depositAnalysis: NOT_OFFERED,
  metallurgicalAnalysis: NOT_OFFERED,
  steamPurityTesting: NOT_OFFERED,
  efficiencyStudies: NOT_OFFERED,
  operatorTraining: NOT_OFFERED,
  onlineReporting: NOT_OFFERED,
  insurance: NO_INSURANCE,
  labor: NO_LABOR_TERMS,
  confirmed: [],
};

/** GET/PUT /api/proposals/{id}/service-plan answer: the plan, whether it was saved, which defaults the RFP set. */
export const ServicePlanAnswerSchema = z.object({
  plan: ServicePlanSchema,
  /** False while the plan is the defaults (nothing saved yet). */
  isSaved: z.boolean(),
  /** The fields whose default the RFP stated. */
  fromRfp: z.array(z.enum(PLAN_FIELDS)),
  /**
   * The fields still at the RFP's default that the rep has not confirmed: what they would answer is a gap "to
   * confirm" until she confirms or changes them.
   */
  toConfirm: z.array(z.enum(PLAN_FIELDS)),
});
export type ServicePlanAnswer = z.infer<typeof ServicePlanAnswerSchema>;

/** "8 times a year", "monthly" for 12, "weekly" for 52: the visit frequency in words. */
export function describeVisits(visitsPerYear: number): string {
  const named = PLAN_FREQUENCIES.find((key) => key !== 'none' && TIMES_PER_YEAR[key] === visitsPerYear);
  if (named) return PLAN_FREQUENCY_LABELS[named].toLowerCase();
  return visitsPerYear === 1 ? 'once a year' : `${visitsPerYear} times a year`;
}

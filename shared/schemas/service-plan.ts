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
  disinfection: z.boolean({ error: 'Disinfection must be true or false' }),
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
  showExceptions: z.boolean({ error: 'Show exceptions must be true or false' }),
});
export type ServicePlan = z.infer<typeof ServicePlanSchema>;

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
] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];

/** GET/PUT /api/proposals/{id}/service-plan answer: the plan, whether it was saved, which defaults the RFP set. */
export const ServicePlanAnswerSchema = z.object({
  plan: ServicePlanSchema,
  /** False while the plan is the defaults (nothing saved yet). */
  isSaved: z.boolean(),
  /** The fields whose default the RFP stated. */
  fromRfp: z.array(z.enum(PLAN_FIELDS)),
});
export type ServicePlanAnswer = z.infer<typeof ServicePlanAnswerSchema>;

/** "8 times a year", "monthly" for 12, "weekly" for 52: the visit frequency in words. */
export function describeVisits(visitsPerYear: number): string {
  const named = PLAN_FREQUENCIES.find((key) => key !== 'none' && TIMES_PER_YEAR[key] === visitsPerYear);
  if (named) return PLAN_FREQUENCY_LABELS[named].toLowerCase();
  return visitsPerYear === 1 ? 'once a year' : `${visitsPerYear} times a year`;
}

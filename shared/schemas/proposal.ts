import { z } from 'zod';
import { PROPOSAL_STATUSES, valuesOf } from '../enums.ts';
import { MAX_TEMPERATURE_F, MIN_TEMPERATURE_F } from '../water/constants.ts';
import { idField, optionalDate, optionalNumber, optionalText, requiredText } from './fields.ts';
import { ProposalSharingSchema, ProposalTrackingSchema } from './proposal-sharing.ts';
import { idValue, isoDate, isoTime, nullableNumber, nullableText } from './response-fields.ts';
import { RfpAnalysisSchema } from './rfp.ts';

/** The message for a skin temperature outside the range the saturation indices are fitted for. */
export const SKIN_TEMPERATURE_MESSAGE = `Skin temperature must be between ${MIN_TEMPERATURE_F} and ${MAX_TEMPERATURE_F} °F`;

export const RATE_UNIT_VALUES = ['lbs/1000gal', 'ppm/1000gal', 'ml/min', 'gal/day'] as const;
export const PRICE_UNIT_VALUES = ['gallon', 'pound'] as const;

/** POST /api/proposals body (the generator always saves draft). */
export const ProposalCreateInputSchema = z.object({
  surveyId: idField('Survey is required'),
  title: optionalText(300),
  status: z
    .enum(valuesOf(PROPOSAL_STATUSES), { error: 'Status must be draft, sent, accepted or rejected' })
    .optional(),
  validUntil: optionalDate('Please enter a valid date'),
  /** The date the proposal is dated (cover, cover letter); null means the day its PDF is made. */
  proposalDate: optionalDate('Please enter a valid date'),
  totalAnnualCost: optionalNumber({
    min: 0,
    max: 9_999_999_999,
    message: 'Total annual cost must be a number of at least 0',
  }),
  targetCycles: optionalNumber({ min: 1.01, max: 50, message: 'Target cycles must be between 1.01 and 50' }),
  /** The cycles what-if's hottest heat-exchanger surface, °F; null means the default 120 °F. */
  skinTemperatureF: optionalNumber({
    min: MIN_TEMPERATURE_F,
    max: MAX_TEMPERATURE_F,
    message: SKIN_TEMPERATURE_MESSAGE,
  }),
  proposalContent: optionalText(200_000),
  rfpFileUrl: optionalText(1000),
});
export type ProposalCreateInput = z.infer<typeof ProposalCreateInputSchema>;

/** PUT /api/proposals/{id} body: any subset; surveyId cannot move a proposal to another survey. */
export const ProposalUpdateInputSchema = ProposalCreateInputSchema.omit({ surveyId: true }).partial().extend({
  surveyId: z.unknown().optional(),
});
export type ProposalUpdateInput = z.infer<typeof ProposalUpdateInputSchema>;

/**
 * A chemical's dosing and price fields, with the spec's messages: the generator's rows and the price book's products
 * (and template lines) read them alike.
 */
export const CHEMICAL_DOSING_FIELDS = {
  treatmentRate: optionalNumber({
    min: 0,
    max: 9_999_999,
    message: 'Treatment rate must be a number of at least 0',
  }),
  rateUnit: z.preprocess(
    (v) => (v === '' || v == null ? 'lbs/1000gal' : v),
    z.enum(RATE_UNIT_VALUES, { error: 'Rate unit must be lbs/1000gal, ppm/1000gal, ml/min or gal/day' }),
  ),
  density: optionalNumber({
    min: 0,
    gt: true,
    max: 99_999,
    message: 'Density must be a number greater than 0',
  }),
  unitCost: optionalNumber({ min: 0, max: 99_999_999, message: 'Unit cost must be a number of at least 0' }),
  priceUnit: z.preprocess(
    (v) => (v === '' || v == null ? 'gallon' : v),
    z.enum(PRICE_UNIT_VALUES, { error: 'Price unit must be gallon or pound' }),
  ),
};

/** A chemical row of the generator, as the editor and POST/PUT /api/chemicals carry it. */
export const ChemicalFieldsSchema = z.object({
  name: requiredText('Chemical name is required', 200),
  type: z.preprocess((v) => (v === '' || v == null ? 'treatment' : v), z.string().max(100)),
  description: optionalText(1000),
  ...CHEMICAL_DOSING_FIELDS,
  annualCost: optionalNumber({
    min: 0,
    max: 9_999_999_999,
    message: 'Annual cost must be a number of at least 0',
  }),
  equipmentId: z.preprocess(
    (v) => (v === '' ? null : v),
    idField('Equipment must be a valid id').nullable().optional(),
  ),
  systemIds: z.array(idField('Systems must be valid ids')).max(200).optional(),
  tempId: optionalNumber({ min: 0, int: true, message: 'tempId must be a whole number' }),
  /** The price-book product the row was filled from (null: typed by hand). */
  productId: z.preprocess(
    (v) => (v === '' ? null : v),
    idField('Product must be a valid id').nullable().optional(),
  ),
  /** The product's unit cost when the row took it, so a later price change can be offered. */
  productUnitCost: optionalNumber({
    min: 0,
    max: 99_999_999,
    message: 'Price book unit cost must be a number of at least 0',
  }),
});

/** POST /api/chemicals body. */
export const ChemicalCreateInputSchema = ChemicalFieldsSchema.extend({
  proposalId: idField('Proposal is required'),
});
export type ChemicalCreateInput = z.infer<typeof ChemicalCreateInputSchema>;

/** PUT /api/chemicals/{id} body. */
export const ChemicalUpdateInputSchema = ChemicalFieldsSchema.partial().extend({
  proposalId: z.unknown().optional(),
});
export type ChemicalUpdateInput = z.infer<typeof ChemicalUpdateInputSchema>;

// Response schemas (docs/decisions/019-response-schemas-and-error-codes.md): dates travel as ISO strings.

/** One recorded status of a proposal: the status and when it was given (ISO timestamp). */
export const ProposalStatusChangeSchema = z.object({
  status: z.enum(valuesOf(PROPOSAL_STATUSES)),
  changedAt: isoTime,
  /** The customer's answer on the public page: typed name and title, address, browser, reason (decision 040). */
  byName: nullableText.optional(),
  byTitle: nullableText.optional(),
  ipAddress: nullableText.optional(),
  userAgent: nullableText.optional(),
  note: nullableText.optional(),
});

/** A proposal as the API returns it (totalAnnualCost is a numeric string, as the spec says). */
export const ProposalSchema = z.object({
  id: idValue,
  surveyId: idValue,
  userId: z.string(),
  title: z.string(),
  status: z.string(),
  validUntil: isoDate.nullable(),
  /** The date the proposal is dated; null means the day its PDF is made (always sent; optional for older records). */
  proposalDate: isoDate.nullable().optional(),
  totalAnnualCost: nullableText.describe('decimal as text, e.g. "1234.50"'),
  targetCycles: nullableNumber,
  /** The cycles what-if's skin temperature, °F; null means the default 120 °F. */
  skinTemperatureF: nullableNumber,
  proposalContent: nullableText,
  proposalPdfUrl: nullableText,
  rfpFileUrl: nullableText,
  /** The uploaded RFP's own file name (always sent; optional for records made before it existed). */
  rfpFileName: nullableText.optional(),
  /** The stored RFP analysis; sent with one proposal, not in lists (like statusHistory). */
  rfpAnalysis: RfpAnalysisSchema.nullable().optional(),
  /**
   * The sections whose figures the server brought to the program since the text was last saved or written (after a
   * survey or chemical change; docs/decisions/037); sent with one proposal.
   */
  figuresUpdatedSections: z.array(z.string()).nullable().optional(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Every status it was given, oldest first; sent with one proposal, not in lists (docs/decisions/021-guard-rails.md). */
  statusHistory: z.array(ProposalStatusChangeSchema).optional(),
  /** The share links' opens and the e-mails sent; with one proposal, not in lists (decision 040). */
  sharing: ProposalSharingSchema.optional(),
  /** Opens and the customer's answer; with lists and one proposal (optional for older clients' fixtures). */
  tracking: ProposalTrackingSchema.optional(),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/** 400 when the prices would stop holding before the proposal's own date. */
export const VALID_UNTIL_BEFORE_DATE = 'Valid until must be on or after the proposal date';

/** POST /api/proposals when the survey already has its proposal: 409 with the existing proposal's id. */
export const ProposalExistsSchema = z.object({ message: z.string(), code: z.string(), id: idValue });

/**
 * GET /api/proposals/{id}/program: the engine's input, result and "Show the math" explanation. Their shapes are
 * the engine's own types (shared/calc/types.ts), sent whole; this schema names only the three parts.
 */
export const ProposalProgramSchema = z.object({
  input: z.looseObject({}),
  result: z.looseObject({}),
  explanation: z.looseObject({}),
});

/** A chemical row as the API returns it. */
export const ChemicalSchema = z.object({
  id: idValue,
  proposalId: idValue,
  equipmentId: idValue.nullable(),
  systemIds: z.array(idValue),
  name: z.string(),
  type: z.string(),
  description: nullableText,
  treatmentRate: nullableNumber,
  rateUnit: z.string(),
  density: nullableNumber,
  unitCost: nullableNumber,
  priceUnit: z.string(),
  annualCost: nullableText.describe('decimal as text'),
  tempId: idValue.nullable(),
  /** The price-book product the row was filled from (optional for records made before the price book). */
  productId: idValue.nullable().optional(),
  productUnitCost: nullableNumber.optional(),
  createdAt: isoTime,
});
export type Chemical = z.infer<typeof ChemicalSchema>;

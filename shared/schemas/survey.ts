import { z } from 'zod';
import {
  CAPACITY_UNITS,
  EQUIPMENT_TYPES,
  FUEL_TYPES,
  INDUSTRY_TYPES,
  SURVEY_STATUSES,
  valuesOf,
} from '../enums.ts';
import { WaterChemistryInputSchema } from '../water/schema.ts';
import { idField, optionalDate, optionalNumber, optionalText, requiredText } from './fields.ts';
import { idValue, isoDate, isoTime, nullableNumber, nullableText } from './response-fields.ts';

/** Step 1 facility form and POST /api/surveys body. */
export const SurveyCreateInputSchema = z.object({
  facilityName: requiredText('Facility name is required', 200),
  industryType: z.enum(valuesOf(INDUSTRY_TYPES), { error: 'Industry type is required' }),
  facilityAddress: requiredText('Facility address is required', 500),
  contactName: optionalText(200),
  contactPhone: optionalText(50),
  contactEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().email('Please enter a valid email').max(254).nullable().optional(),
  ),
  currentVendor: optionalText(200),
  status: z
    .enum(valuesOf(SURVEY_STATUSES), { error: 'Status must be draft, in_progress, completed or final' })
    .optional(),
});
export type SurveyCreateInput = z.infer<typeof SurveyCreateInputSchema>;

/** PUT /api/surveys/{id}: any subset of the survey fields, e.g. { status: 'final' }. */
export const SurveyUpdateInputSchema = SurveyCreateInputSchema.partial();
export type SurveyUpdateInput = z.infer<typeof SurveyUpdateInputSchema>;

/** Equipment fields as the dialog edits them. */
export const EquipmentFieldsSchema = z.object({
  type: z.enum(valuesOf(EQUIPMENT_TYPES), { error: 'System type is required' }),
  name: optionalText(200),
  manufacturer: optionalText(200),
  model: optionalText(200),
  location: optionalText(200),
  capacity: optionalNumber({ min: 0, max: 99_999_999, message: 'Capacity must be a number of at least 0' }),
  capacityUnit: z.preprocess(
    (v) => (v === '' || v == null ? 'hp' : v),
    z.enum(valuesOf(CAPACITY_UNITS), { error: 'Choose a capacity unit' }),
  ),
  flowRate: optionalNumber({ min: 0, max: 99_999_999, message: 'Flow rate must be a number of at least 0' }),
  operatingPressure: optionalNumber({
    min: 0,
    max: 99_999_999,
    message: 'Operating pressure must be a number of at least 0',
  }),
  annualRuntime: optionalNumber({
    min: 0,
    gt: true,
    max: 8784,
    int: true,
    message: 'Annual runtime must be a whole number of hours greater than 0 (at most 8784)',
  }),
  systemLoad: optionalNumber({
    min: 0,
    max: 100,
    int: true,
    message: 'System load must be a whole number from 0 to 100',
  }),
  fuelType: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(valuesOf(FUEL_TYPES), { error: 'Choose a fuel type' }).nullable().optional(),
  ),
  bleedSetpoint: optionalText(100),
  steamRate: optionalText(100),
  makeUpMeter: optionalText(100),
  totalWaterVolume: optionalNumber({
    min: 0,
    max: 99_999_999,
    message: 'Total water volume must be a number of at least 0',
  }),
  comments: optionalText(5000),
});
export type EquipmentFields = z.infer<typeof EquipmentFieldsSchema>;

/** POST /api/equipment body. */
export const EquipmentCreateInputSchema = EquipmentFieldsSchema.extend({
  surveyId: idField('Survey is required'),
});
export type EquipmentCreateInput = z.infer<typeof EquipmentCreateInputSchema>;

/** PUT /api/equipment/{id} body: any subset of the fields. */
export const EquipmentUpdateInputSchema = EquipmentFieldsSchema.partial();
export type EquipmentUpdateInput = z.infer<typeof EquipmentUpdateInputSchema>;

/** A current chemical as entered in the equipment dialog. */
export const CurrentChemicalFieldsSchema = z.object({
  name: requiredText('Chemical name is required', 200),
  description: optionalText(1000),
});

/** POST /api/current-chemicals body. */
export const CurrentChemicalCreateInputSchema = CurrentChemicalFieldsSchema.extend({
  equipmentId: idField('Equipment is required'),
});
export type CurrentChemicalCreateInput = z.infer<typeof CurrentChemicalCreateInputSchema>;

const SIZE_MESSAGE = 'Size must be a number';

/**
 * POST /api/equipment/{id}/photos/upload body: the file's exact size in bytes is required (the upload link is
 * made for that size only); name and type are optional, since the bytes are checked when they arrive.
 */
export const PhotoUploadRequestSchema = z.object({
  fileName: optionalText(255),
  contentType: optionalText(100),
  size: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input == null ? 'Size is required' : SIZE_MESSAGE) })
      .int(SIZE_MESSAGE)
      .min(1, 'The file is empty'),
  ),
});
export type PhotoUploadRequest = z.infer<typeof PhotoUploadRequestSchema>;

/** POST /api/equipment/{id}/photos body: the uploaded URL (without its query) and a description. */
export const PhotoCreateInputSchema = z.object({
  photoUrl: requiredText('Photo URL is required', 1000),
  description: optionalText(500),
});
export type PhotoCreateInput = z.infer<typeof PhotoCreateInputSchema>;

/** Step 3 and POST /api/water-quality (an upsert: one row per survey). */
export const WaterQualityFieldsSchema = z.object({
  ph: optionalNumber({ min: 0, max: 14, message: 'pH must be between 0 and 14' }),
  conductivity: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Conductivity must be a whole number of at least 0',
  }),
  hardness: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Hardness must be a whole number of at least 0',
  }),
  alkalinity: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Alkalinity must be a whole number of at least 0',
  }),
  silica: optionalNumber({ min: 0, max: 99_999_999, message: 'Silica must be at least 0' }),
  iron: optionalNumber({ min: 0, max: 9_999_999, message: 'Iron must be at least 0' }),
  copper: optionalNumber({ min: 0, max: 9_999_999, message: 'Copper must be at least 0' }),
  chlorides: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Chlorides must be a whole number of at least 0',
  }),
  // The water-chemistry fields (docs/decisions/025-water-chemistry.md): one definition, the engine's.
  ...WaterChemistryInputSchema.pick({ calciumHardness: true, tds: true, sulfate: true, temperatureF: true })
    .shape,
  notes: optionalText(5000),
});
export const WaterQualityInputSchema = WaterQualityFieldsSchema.extend({
  surveyId: idField('Survey is required'),
});
export type WaterQualityInput = z.infer<typeof WaterQualityInputSchema>;

/** Step 4 and POST /api/observations (an upsert: one row per survey). */
export const ObservationsFieldsSchema = z.object({
  systemObservations: optionalText(10_000),
  recommendations: optionalText(10_000),
  followUpTasks: optionalText(10_000),
  followUpDate: optionalDate('Please enter a valid follow-up date'),
});
export const ObservationsInputSchema = ObservationsFieldsSchema.extend({
  surveyId: idField('Survey is required'),
});
export type ObservationsInput = z.infer<typeof ObservationsInputSchema>;

// Response schemas: what the API answers, exactly as JSON. The server serializes with them, so a field not
// named here never leaves it (docs/decisions/019-response-schemas-and-error-codes.md).

/** A survey as the API returns it. */
export const SurveySchema = z.object({
  id: idValue,
  userId: z.string(),
  facilityName: z.string(),
  facilityAddress: z.string(),
  industryType: z.string(),
  contactName: nullableText,
  contactPhone: nullableText,
  contactEmail: nullableText,
  currentVendor: nullableText,
  status: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Survey = z.infer<typeof SurveySchema>;

/** Equipment as the API returns it. */
export const EquipmentSchema = z.object({
  id: idValue,
  surveyId: idValue,
  type: z.string(),
  name: z.string(),
  manufacturer: nullableText,
  model: nullableText,
  location: nullableText,
  capacity: nullableNumber,
  capacityUnit: z.string(),
  flowRate: nullableNumber,
  operatingPressure: nullableNumber,
  annualRuntime: nullableNumber,
  systemLoad: nullableNumber,
  fuelType: nullableText,
  bleedSetpoint: nullableText,
  steamRate: nullableText,
  makeUpMeter: nullableText,
  totalWaterVolume: nullableNumber,
  comments: nullableText,
  createdAt: isoTime,
});
export type Equipment = z.infer<typeof EquipmentSchema>;

/** A photo of a piece of equipment as the API returns it. */
export const EquipmentPhotoSchema = z.object({
  id: idValue,
  equipmentId: idValue,
  photoUrl: z.string(),
  description: nullableText,
  createdAt: isoTime,
  /** Where the browser displays the photo: owner-only, served (or redirected) by the server. */
  url: z.string(),
});
export type EquipmentPhoto = z.infer<typeof EquipmentPhotoSchema>;

/** POST /api/equipment/{id}/photos/upload: the one-time link the browser PUTs the bytes to. */
export const PhotoUploadTicketSchema = z.object({ uploadURL: z.string() });
export type PhotoUploadTicket = z.infer<typeof PhotoUploadTicketSchema>;

/** PUT /api/objects/{key} with disk storage: the bytes were received and kept. */
export const UploadReceivedSchema = z.object({ ok: z.literal(true) });

/** A chemical the facility already uses, as the API returns it. */
export const CurrentChemicalSchema = z.object({
  id: idValue,
  equipmentId: idValue,
  name: z.string(),
  description: nullableText,
  createdAt: isoTime,
});
export type CurrentChemical = z.infer<typeof CurrentChemicalSchema>;

/**
 * A survey's water test results as the API returns them. The API always sends the row's dates and tester; they
 * are optional here only so older callers' literals still type-check.
 */
export const WaterQualitySchema = z.object({
  id: idValue,
  surveyId: idValue,
  ph: nullableNumber,
  conductivity: nullableNumber,
  hardness: nullableNumber,
  alkalinity: nullableNumber,
  silica: nullableNumber,
  iron: nullableNumber,
  copper: nullableNumber,
  chlorides: nullableNumber,
  tds: nullableNumber,
  calciumHardness: nullableNumber,
  sulfate: nullableNumber,
  temperatureF: nullableNumber,
  notes: nullableText,
  testDate: isoDate.nullable().optional(),
  testedBy: nullableText.optional(),
  createdAt: isoTime.optional(),
  updatedAt: isoTime.optional(),
});
export type WaterQuality = z.infer<typeof WaterQualitySchema>;

/** A survey's observations and follow-up as the API returns them. */
export const ObservationsSchema = z.object({
  id: idValue,
  surveyId: idValue,
  systemObservations: nullableText,
  recommendations: nullableText,
  followUpTasks: nullableText,
  followUpDate: isoDate.nullable(),
  createdAt: isoTime.optional(),
  updatedAt: isoTime.optional(),
});
export type Observations = z.infer<typeof ObservationsSchema>;

const count = z.number().int().min(0);

/** GET /api/dashboard/stats. */
export const DashboardStatsSchema = z.object({
  totalSurveys: count,
  activeProposals: count,
  thisMonth: count,
  pendingFollowups: count,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** One entry of GET /api/follow-ups. */
export const FollowUpSchema = z.object({
  id: idValue,
  surveyId: idValue,
  facilityName: z.string(),
  followUpDate: isoDate.nullable(),
  followUpTasks: nullableText,
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

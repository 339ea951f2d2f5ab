import { z } from 'zod';
import {
  CAPACITY_UNITS,
  EQUIPMENT_TYPES,
  FUEL_TYPES,
  INDUSTRY_TYPES,
  SURVEY_STATUSES,
  valuesOf,
} from '../enums.ts';
import { idField, optionalDate, optionalNumber, optionalText, requiredText } from './fields.ts';

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

/** Equipment fields as the dialog edits them (section 5 rules). */
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

/** POST /api/equipment/{id}/photos/upload body (all optional; the bytes are checked when they arrive). */
export const PhotoUploadRequestSchema = z.object({
  fileName: optionalText(255),
  contentType: optionalText(100),
  size: optionalNumber({ min: 0, message: 'Size must be a number' }),
});

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

/** A survey as the API returns it. */
export interface Survey {
  id: number;
  userId: string;
  facilityName: string;
  facilityAddress: string;
  industryType: string;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  currentVendor: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** Equipment as the API returns it. */
export interface Equipment {
  id: number;
  surveyId: number;
  type: string;
  name: string;
  manufacturer: string | null;
  model: string | null;
  location: string | null;
  capacity: number | null;
  capacityUnit: string;
  flowRate: number | null;
  operatingPressure: number | null;
  annualRuntime: number | null;
  systemLoad: number | null;
  fuelType: string | null;
  bleedSetpoint: string | null;
  steamRate: string | null;
  makeUpMeter: string | null;
  totalWaterVolume: number | null;
  comments: string | null;
  createdAt: string;
}

export interface EquipmentPhoto {
  id: number;
  equipmentId: number;
  photoUrl: string;
  description: string | null;
  createdAt: string;
  /** Where the browser displays the photo: owner-only, served (or redirected) by the server. */
  url: string;
}

export interface CurrentChemical {
  id: number;
  equipmentId: number;
  name: string;
  description: string | null;
  createdAt: string;
}

export interface WaterQuality {
  id: number;
  surveyId: number;
  ph: number | null;
  conductivity: number | null;
  hardness: number | null;
  alkalinity: number | null;
  silica: number | null;
  iron: number | null;
  copper: number | null;
  chlorides: number | null;
  tds: number | null;
  notes: string | null;
}

export interface Observations {
  id: number;
  surveyId: number;
  systemObservations: string | null;
  recommendations: string | null;
  followUpTasks: string | null;
  followUpDate: string | null;
}

/** GET /api/dashboard/stats. */
export interface DashboardStats {
  totalSurveys: number;
  activeProposals: number;
  thisMonth: number;
  pendingFollowups: number;
}

/** One entry of GET /api/follow-ups. */
export interface FollowUp {
  id: number;
  surveyId: number;
  facilityName: string;
  followUpDate: string | null;
  followUpTasks: string | null;
}

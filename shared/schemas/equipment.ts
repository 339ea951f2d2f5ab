import { z } from 'zod';
import { CAPACITY_UNITS, EQUIPMENT_TYPES, FUEL_TYPES, valuesOf } from '../enums.ts';
import { idField, optionalNumber, optionalText } from './fields.ts';
import { idValue, isoTime, nullableNumber, nullableText } from './response-fields.ts';
import { clientIdField } from './sync.ts';

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
  clientId: clientIdField,
});
export type EquipmentCreateInput = z.infer<typeof EquipmentCreateInputSchema>;

/** PUT /api/equipment/{id} body: any subset of the fields. */
export const EquipmentUpdateInputSchema = EquipmentFieldsSchema.partial();
export type EquipmentUpdateInput = z.infer<typeof EquipmentUpdateInputSchema>;

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
  /** The id the device made when it created the equipment offline, else null (docs/decisions/041). */
  clientId: nullableText,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Equipment = z.infer<typeof EquipmentSchema>;

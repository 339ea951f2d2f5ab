import { type Equipment, type EquipmentFields, EquipmentFieldsSchema } from '#shared/schemas/equipment.ts';
import { emptyToNull, type TextValues, toTextValues } from './form-values.ts';

export const EQUIPMENT_KEYS = [
  'type',
  'name',
  'manufacturer',
  'model',
  'location',
  'capacity',
  'capacityUnit',
  'flowRate',
  'operatingPressure',
  'annualRuntime',
  'systemLoad',
  'fuelType',
  'bleedSetpoint',
  'steamRate',
  'makeUpMeter',
  'totalWaterVolume',
  'comments',
] as const;

/** The equipment dialog's inputs, as text. */
export type EquipmentValues = TextValues<(typeof EQUIPMENT_KEYS)[number]>;

/** Inputs for a system (or a blank form with capacity in HP). */
export function toEquipmentValues(item: Equipment | null): EquipmentValues {
  return toTextValues(EQUIPMENT_KEYS, item, { capacityUnit: 'hp' });
}

/** The body for POST/PUT /api/equipment: checked fields, blanks as null, type-only fields cleared for other types. */
export function toEquipmentFields(values: EquipmentValues): EquipmentFields {
  const fields = emptyToNull(EquipmentFieldsSchema.parse(values)) as EquipmentFields;
  return {
    ...fields,
    fuelType: fields.type === 'boiler' ? (fields.fuelType ?? null) : null,
    totalWaterVolume: fields.type === 'closed-loop' ? (fields.totalWaterVolume ?? null) : null,
  };
}

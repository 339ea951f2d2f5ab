import { z } from 'zod';
import { optionalNumber } from '../schemas/fields.ts';
import { MAX_TEMPERATURE_F, MIN_TEMPERATURE_F } from './constants.ts';

const temperature = (label: string) =>
  optionalNumber({
    min: MIN_TEMPERATURE_F,
    max: MAX_TEMPERATURE_F,
    message: `${label} must be between ${MIN_TEMPERATURE_F} and ${MAX_TEMPERATURE_F} °F`,
  });

const amount = (label: string) =>
  optionalNumber({ min: 0, max: 99_999_999, message: `${label} must be a number of at least 0` });

/**
 * A water test as the water-chemistry engine reads it (docs/decisions/025-water-chemistry.md): every field optional,
 * blank or null meaning "not measured"; numeric text is read as a number.
 */
export const WaterChemistryInputSchema = z.object(
  {
    ph: optionalNumber({ min: 0, max: 14, message: 'pH must be between 0 and 14' }),
    conductivity: amount('Conductivity'),
    hardness: amount('Hardness'),
    alkalinity: amount('Alkalinity'),
    chlorides: amount('Chlorides'),
    silica: amount('Silica'),
    calciumHardness: amount('Calcium hardness'),
    tds: amount('TDS'),
    sulfate: amount('Sulfate'),
    temperatureF: temperature('Sample temperature'),
    skinTemperatureF: temperature('Skin temperature'),
  },
  { error: 'expected an object holding a water test' },
);

/** A water test as the water-chemistry engine reads it. */
export type WaterChemistryInput = z.infer<typeof WaterChemistryInputSchema>;

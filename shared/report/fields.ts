import { FUEL_TYPES, labelOf } from '../enums.ts';
import { formatTypedMeasure } from './format.ts';
import { type ReportSystem, systemSpecs, systemTypeLabel } from './systems.ts';

/** One labelled value of a system card; a null value reads as not recorded. */
export interface SystemField {
  label: string;
  value: string | null;
  isWide?: boolean;
}

/** The extra text fields a report system may carry beyond the spec's figures. */
export interface ReportSystemDetails extends ReportSystem {
  fuelType?: string | null;
  steamRate?: string | null;
  makeUpMeter?: string | null;
  comments?: string | null;
}

function trimmed(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/**
 * What the report (screen and PDF) shows for a system, in order: type, manufacturer, model, fuel (boilers), the
 * spec's figures (gallons for closed loops; capacity, flow, pressure, runtime, load and cycles otherwise), then the
 * setpoints and comments that were entered.
 */
export function systemFields(
  system: ReportSystemDetails,
  conductivity: number | null | undefined,
): SystemField[] {
  const fields: SystemField[] = [
    { label: 'Type', value: systemTypeLabel(system.type) },
    { label: 'Manufacturer', value: trimmed(system.manufacturer) },
    { label: 'Model', value: trimmed(system.model) },
  ];
  if (system.type === 'boiler' && system.fuelType) {
    fields.push({ label: 'Fuel Type', value: labelOf(FUEL_TYPES, system.fuelType) });
  }
  fields.push(...systemSpecs(system, conductivity));
  // The units are the equipment form's (Bleed Setpoint (µS/cm), Steam Rate (lb/hr), Make-up Meter (GPM)).
  const extras: [string, string | null][] = [
    [
      'Bleed Setpoint',
      system.type === 'closed-loop' ? null : formatTypedMeasure(system.bleedSetpoint, 'µS/cm'),
    ],
    ['Steam Rate', formatTypedMeasure(system.steamRate, 'lb/hr')],
    ['Make-up Meter', formatTypedMeasure(system.makeUpMeter, 'GPM')],
  ];
  for (const [label, value] of extras) if (value) fields.push({ label, value });
  const comments = trimmed(system.comments);
  if (comments) fields.push({ label: 'Comments', value: comments, isWide: true });
  return fields;
}

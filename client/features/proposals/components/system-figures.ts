import { capacityUnitLabel, formatMeasure } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';

/** One entered figure of a system, formatted with its unit. */
export interface SystemFigure {
  label: string;
  value: string;
}

// Text fields may hold a bare number ("1500") or a number with its own unit ("1,500 µS/cm"): keep the latter as typed.
function textFigure(label: string, value: string | null, unit: string): SystemFigure | null {
  const text = value?.trim();
  if (!text) return null;
  const isBareNumber = /^-?\d+(\.\d+)?$/.test(text);
  return { label, value: isBareNumber ? formatMeasure(Number(text), unit)! : text };
}

/** The figures entered for a system that its calculation reads, skipping blanks. */
export function listSystemFigures(item: Equipment): SystemFigure[] {
  const figures: (SystemFigure | null)[] = [
    item.capacity === null
      ? null
      : { label: 'Capacity', value: formatMeasure(item.capacity, capacityUnitLabel(item.capacityUnit))! },
    item.flowRate === null ? null : { label: 'Flow rate', value: formatMeasure(item.flowRate, 'GPM')! },
    item.operatingPressure === null
      ? null
      : { label: 'Pressure', value: formatMeasure(item.operatingPressure, 'psi')! },
    item.systemLoad === null ? null : { label: 'Load', value: formatMeasure(item.systemLoad, '%')! },
    item.annualRuntime === null
      ? null
      : { label: 'Runtime', value: formatMeasure(item.annualRuntime, 'h/yr')! },
    textFigure('Bleed setpoint', item.bleedSetpoint, 'µS/cm'),
    textFigure('Steam rate', item.steamRate, 'lb/hr'),
    textFigure('Make-up meter', item.makeUpMeter, 'GPM'),
    item.totalWaterVolume === null
      ? null
      : { label: 'Water volume', value: formatMeasure(item.totalWaterVolume, 'gallons')! },
  ];
  return figures.filter((figure): figure is SystemFigure => figure !== null);
}

import { CAPACITY_UNITS, EQUIPMENT_TYPES, labelOf } from '../enums.ts';
import { cyclesByConductivity, formatMeasure } from './format.ts';

/** Shown for a system saved without a name. */
export const UNNAMED_SYSTEM = 'Unnamed System';
/** Group name for systems saved without a location. */
export const NO_LOCATION = 'No Location Specified';
/** Empty state of the systems inventory. */
export const NO_EQUIPMENT = 'No equipment recorded';

/** The equipment fields the report reads. */
export interface ReportSystem {
  type: string;
  name?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  location?: string | null;
  capacity?: number | null;
  capacityUnit?: string | null;
  flowRate?: number | null;
  operatingPressure?: number | null;
  annualRuntime?: number | null;
  systemLoad?: number | null;
  bleedSetpoint?: string | null;
  totalWaterVolume?: number | null;
}

/** Systems sharing one location, with the count label shown beside it. */
export interface LocationGroup<T> {
  location: string;
  countLabel: string;
  systems: T[];
}

/** One labelled figure of a system; value null means not entered. */
export interface SystemSpec {
  label: string;
  value: string | null;
}

/** The system's name, or "Unnamed System" when blank. */
export function systemDisplayName(system: { name?: string | null }): string {
  return system.name?.trim() || UNNAMED_SYSTEM;
}

/** The display label of a system type ("Closed Loop System"). */
export function systemTypeLabel(type: string): string {
  return labelOf(EQUIPMENT_TYPES, type);
}

/** "1 unit" or "N units". */
export function unitCountLabel(count: number): string {
  return count === 1 ? '1 unit' : `${count} units`;
}

/**
 * Groups systems by location in order of first appearance; locations match ignoring case and surrounding
 * spaces (the first spelling names the group), and systems without one go last under "No Location Specified".
 */
export function groupSystemsByLocation<T extends { location?: string | null }>(
  systems: T[],
): LocationGroup<T>[] {
  const groups = new Map<string, { location: string; systems: T[] }>();
  const unplaced: T[] = [];
  for (const system of systems) {
    const location = system.location?.trim();
    if (!location) {
      unplaced.push(system);
      continue;
    }
    const key = location.toLowerCase();
    const group = groups.get(key) ?? { location, systems: [] };
    group.systems.push(system);
    groups.set(key, group);
  }
  const ordered = [...groups.values()];
  if (unplaced.length) ordered.push({ location: NO_LOCATION, systems: unplaced });
  return ordered.map((g) => ({ ...g, countLabel: unitCountLabel(g.systems.length) }));
}

/**
 * The figures the report shows for a system: total water volume for closed loops; otherwise capacity (default HP),
 * flow rate, operating pressure, annual runtime, system load and, when computable, cycles by conductivity.
 */
export function systemSpecs(system: ReportSystem, conductivity: number | null | undefined): SystemSpec[] {
  if (system.type === 'closed-loop') {
    return [{ label: 'Total Water Volume', value: formatMeasure(system.totalWaterVolume, 'gallons') }];
  }
  const specs: SystemSpec[] = [
    { label: 'Capacity', value: formatMeasure(system.capacity, capacityUnitLabel(system.capacityUnit)) },
    { label: 'Flow Rate', value: formatMeasure(system.flowRate, 'GPM') },
    { label: 'Operating Pressure', value: formatMeasure(system.operatingPressure, 'psi') },
    { label: 'Annual Runtime', value: formatMeasure(system.annualRuntime, 'hours') },
    { label: 'System Load', value: formatMeasure(system.systemLoad, '%') },
  ];
  const cycles = cyclesByConductivity(system.bleedSetpoint, conductivity);
  if (cycles !== null) specs.push({ label: 'Cycles by Conductivity', value: cycles });
  return specs;
}

/** The label of a capacity unit; a missing unit reads as HP. */
export function capacityUnitLabel(unit: string | null | undefined): string {
  return labelOf(CAPACITY_UNITS, unit || 'hp');
}

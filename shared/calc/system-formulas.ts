import { hasBlowdown } from './cycles.ts';
import type { NormalizedSystem } from './normalize.ts';
import { SYSTEM_TYPE_NOUNS } from './system-labels.ts';
import type { SystemExplanation } from './systems.ts';
import { type SystemType, WATER_LBS_PER_GALLON } from './types.ts';

/** The steps one formula fills in; explainSystem supplies the rest. */
export type Steps = Partial<SystemExplanation> &
  Pick<SystemExplanation, 'method' | 'makeupGallonsPerYearUnrounded'>;

const MINUTES_PER_HOUR = 60;
const METER_FACTORS = { 'feed-water-tank': 1, softener: 1.2, 'condensate-return': -0.8 } as const;

function selectFlow(system: NormalizedSystem, capacityFactor: number) {
  if (system.flowRate !== null) {
    return { method: 'flow-rate' as const, flow: system.flowRate * system.loadFactor };
  }
  const flow = system.capacity * system.loadFactor * capacityFactor;
  return { method: system.capacity > 0 ? ('capacity' as const) : ('missing' as const), flow };
}

function explainEvaporative(system: NormalizedSystem, cycles: number | null, noun: string): Steps {
  const { method, flow: baseFlow } = selectFlow(system, 3);
  const { pressure } = system;
  const pressureFactor = pressure === null ? 1 : pressure > 30 ? 1.1 : pressure < 15 ? 0.9 : 1;
  const flowGpm = baseFlow * pressureFactor;
  const evaporationGpm = flowGpm * 0.01;
  const blowdownIncluded = hasBlowdown(cycles);
  const blowdownGpm = blowdownIncluded ? evaporationGpm / (cycles - 1) : 0;
  const driftGpm = flowGpm * 0.002;
  const gallons = (evaporationGpm + blowdownGpm + driftGpm) * MINUTES_PER_HOUR * system.runtimeHours;
  const missing = method === 'missing' ? [`${noun} needs a flow rate or a capacity`] : [];
  return {
    method,
    flowGpm,
    pressureFactor,
    evaporationGpm,
    blowdownGpm,
    driftGpm,
    blowdownIncluded,
    missing,
    makeupGallonsPerYearUnrounded: gallons,
  };
}

function explainBoiler(system: NormalizedSystem, noun: string): Steps {
  if (system.makeUpMeter !== null) {
    const gallons = system.makeUpMeter * MINUTES_PER_HOUR * system.runtimeHours;
    return { method: 'make-up-meter', makeupGallonsPerYearUnrounded: gallons };
  }
  // A pressure not entered takes no factor, as a low one does.
  const pressure = system.pressure ?? 0;
  const pressureFactor = pressure > 150 ? 0.95 : pressure > 100 ? 0.98 : 1;
  const steam = (system.steamRate ?? 0) * system.loadFactor * pressureFactor;
  const missing = system.steamRate === null ? [`${noun} needs a steam rate or a make-up meter reading`] : [];
  return {
    method: system.steamRate === null ? 'missing' : 'steam-rate',
    pressureFactor,
    missing,
    makeupGallonsPerYearUnrounded: (steam * system.runtimeHours) / WATER_LBS_PER_GALLON,
  };
}

function explainChiller(system: NormalizedSystem, noun: string): Steps {
  const { method, flow } = selectFlow(system, 2.4);
  const gallons = flow * 0.001 * MINUTES_PER_HOUR * system.runtimeHours;
  const missing = method === 'missing' ? [`${noun} needs a flow rate or a capacity`] : [];
  return { method, flowGpm: flow, missing, makeupGallonsPerYearUnrounded: gallons };
}

function explainClosedLoop(system: NormalizedSystem, noun: string): Steps {
  if (system.flowRate === null) {
    return { method: 'missing', missing: [`${noun} needs a flow rate`], makeupGallonsPerYearUnrounded: 0 };
  }
  const flowGpm = system.flowRate * system.loadFactor;
  return {
    method: 'flow-rate',
    flowGpm,
    makeupGallonsPerYearUnrounded: flowGpm * 10 * 0.0005 * system.runtimeHours,
  };
}

function explainMetered(system: NormalizedSystem, type: keyof typeof METER_FACTORS, noun: string): Steps {
  if (system.makeUpMeter === null) {
    const missing = [`${noun} needs a make-up meter reading`];
    return { method: 'missing', missing, makeupGallonsPerYearUnrounded: 0 };
  }
  const gallons = system.makeUpMeter * MINUTES_PER_HOUR * system.runtimeHours * METER_FACTORS[type];
  return { method: 'make-up-meter', makeupGallonsPerYearUnrounded: gallons };
}

/** Works out the make-up steps of a system of a known type with the given unrounded cycles. */
export function explainKnownType(system: NormalizedSystem, type: SystemType, cycles: number | null): Steps {
  const noun = SYSTEM_TYPE_NOUNS[type];
  switch (type) {
    case 'cooling-tower':
    case 'evaporative-condenser':
      return explainEvaporative(system, cycles, noun);
    case 'boiler':
      return explainBoiler(system, noun);
    case 'chiller':
      return explainChiller(system, noun);
    case 'closed-loop':
      return explainClosedLoop(system, noun);
    default:
      return explainMetered(system, type, noun);
  }
}

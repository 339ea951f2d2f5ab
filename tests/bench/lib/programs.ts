import {
  type ChemicalInput,
  PRICE_UNITS,
  type ProgramInput,
  RATE_UNITS,
  SYSTEM_TYPES,
  type SystemInput,
} from '#shared/calc/index.ts';

/** A deterministic pseudo-random generator (mulberry32): the same seed gives the same programs every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// Numbers arrive as numbers, numeric text, text with a unit or commas, or not at all.
function looseNumber(random: Random, min: number, max: number): number | string | null {
  const value = Math.round((min + random() * (max - min)) * 100) / 100;
  const form = random();
  if (form < 0.6) return value;
  if (form < 0.75) return String(value);
  if (form < 0.85) return `${value.toLocaleString('en-US')} units`;
  return null;
}

function generateSystem(random: Random, id: number): SystemInput {
  return {
    id,
    type: pick(random, SYSTEM_TYPES),
    capacity: looseNumber(random, 10, 2000),
    capacityUnit: pick(random, ['tons', 'hp', 'btu', 'kw', null]),
    flowRate: looseNumber(random, 1, 500),
    operatingPressure: looseNumber(random, 5, 200),
    annualRuntime: looseNumber(random, 1000, 8760),
    systemLoad: looseNumber(random, 10, 100),
    bleedSetpoint: looseNumber(random, 500, 3000),
    steamRate: looseNumber(random, 100, 20000),
    makeUpMeter: looseNumber(random, 1000, 5_000_000),
    totalWaterVolume: looseNumber(random, 100, 20000),
  };
}

function generateChemical(random: Random, index: number, systemIds: number[]): ChemicalInput {
  return {
    name: `Chemical ${index + 1}`,
    treatmentRate: looseNumber(random, 0.1, 50),
    rateUnit: pick(random, [...RATE_UNITS, null]),
    density: looseNumber(random, 7, 14),
    unitCost: looseNumber(random, 0.5, 40),
    priceUnit: pick(random, [...PRICE_UNITS, null]),
    systemIds: systemIds.filter(() => random() < 0.6),
  };
}

/** Programs with 1–12 systems of mixed types and 1–8 chemicals with mixed units, the same for every seed. */
export function generatePrograms(count: number, seed = 20_240_501): ProgramInput[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const systems = Array.from({ length: between(random, 1, 12) }, (_, i) => generateSystem(random, i + 1));
    const ids = systems.map((s) => s.id as number);
    const chemicals = Array.from({ length: between(random, 1, 8) }, (_, i) =>
      generateChemical(random, i, ids),
    );
    return { conductivity: looseNumber(random, 50, 1500), systems, chemicals };
  });
}

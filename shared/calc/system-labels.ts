import type { SystemType } from './types.ts';

/** Display label of each equipment type, as the product spec names them. */
export const SYSTEM_TYPE_LABELS: Record<SystemType, string> = {
  'cooling-tower': 'Cooling Tower',
  'evaporative-condenser': 'Evaporative Condenser',
  boiler: 'Boiler',
  chiller: 'Chiller',
  'closed-loop': 'Closed Loop System',
  'feed-water-tank': 'Feed Water Tank/DA',
  softener: 'Softener',
  'condensate-return': 'Condensate Return',
};

/** Sentence-case name of each type, used to start the "missing input" sentences. */
export const SYSTEM_TYPE_NOUNS: Record<SystemType, string> = {
  'cooling-tower': 'Cooling tower',
  'evaporative-condenser': 'Evaporative condenser',
  boiler: 'Boiler',
  chiller: 'Chiller',
  'closed-loop': 'Closed loop',
  'feed-water-tank': 'Feed-water tank',
  softener: 'Softener',
  'condensate-return': 'Condensate return',
};

/** Tells whether a normalized type name is one the engine knows. */
export function isSystemType(type: string): type is SystemType {
  return Object.hasOwn(SYSTEM_TYPE_LABELS, type);
}

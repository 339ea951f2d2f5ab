import { measureKillDurability } from '../durability/kill-nine.ts';
import type { ReliabilitySection } from './types.ts';

/** kill -9 of the real server during a burst of survey writes, restart, and count the acknowledged writes lost. */
export const measureDurability: ReliabilitySection = (target) => measureKillDurability(target);

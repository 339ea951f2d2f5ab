import type { TowerWater } from './cycles.ts';
import { formatIndexValue } from './format-index.ts';
import {
  classifyLangelier,
  classifyStability,
  explainVerdict,
  isAbove,
  type LangelierVerdict,
  WATER_INDICES,
} from './verdicts.ts';

/** One saturation index of the tower water: its 2-decimal figure, verdict and one-line meaning. */
export interface TowerIndex {
  key: 'lsi' | 'rsi' | 'psi';
  name: string;
  shortName: string;
  /** The figure to 2 decimals with a true minus sign ("−0.52"). */
  value: string;
  verdict: string;
  meaning: string;
}

const LSI = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The tower water's LSI verdict read against the user's LSI limit, so the words agree with the recommendation:
 * scale-forming water within the limit (which a scale inhibitor holds) is "scale-forming", never "severely", and
 * water above the limit is "severely scale-forming" whatever the fixed thresholds say. Water below saturation keeps
 * the fixed verdicts (water-chemistry spec).
 */
function describeTowerLsi(
  lsi: number,
  lsiLimit: number | undefined,
): { verdict: LangelierVerdict; meaning: string } {
  const fixed = classifyLangelier(lsi);
  if (lsiLimit === undefined || !isAbove(lsi, 0.5))
    return { verdict: fixed, meaning: explainVerdict('lsi', fixed) };
  const limit = LSI.format(lsiLimit);
  if (isAbove(lsi, lsiLimit))
    return {
      verdict: 'severely scale-forming',
      meaning: `Above your LSI limit of ${limit}: heavy calcium carbonate scale is likely even with a scale inhibitor.`,
    };
  return {
    verdict: 'scale-forming',
    meaning: `Above saturation, within your LSI limit of ${limit}: calcium carbonate scale is likely on hot surfaces without a scale inhibitor.`,
  };
}

/**
 * LSI, RSI and PSI of the tower water at the skin temperature, verdicts read from the unrounded figures; with the
 * user's LSI limit, the LSI verdict is read against it (describeTowerLsi).
 */
export function describeTowerIndices(tower: TowerWater, lsiLimit?: number): TowerIndex[] {
  const lsi = describeTowerLsi(tower.lsi, lsiLimit);
  const rsi = classifyStability(tower.rsi);
  const psi = classifyStability(tower.psi);
  return [
    {
      key: 'lsi',
      ...WATER_INDICES.lsi,
      value: formatIndexValue(tower.lsi),
      verdict: lsi.verdict,
      meaning: lsi.meaning,
    },
    {
      key: 'rsi',
      ...WATER_INDICES.rsi,
      value: formatIndexValue(tower.rsi),
      verdict: rsi,
      meaning: explainVerdict('rsi', rsi),
    },
    {
      key: 'psi',
      ...WATER_INDICES.psi,
      value: formatIndexValue(tower.psi),
      verdict: psi,
      meaning: explainVerdict('psi', psi),
    },
  ];
}

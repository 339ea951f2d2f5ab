import { formatIndexValue } from '../report/scale-corrosion.ts';
import type { TowerWater } from './cycles.ts';
import { classifyLangelier, classifyStability, explainVerdict, WATER_INDICES } from './verdicts.ts';

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

/** LSI, RSI and PSI of the tower water at the skin temperature, verdicts read from the unrounded figures. */
export function describeTowerIndices(tower: TowerWater): TowerIndex[] {
  const lsi = classifyLangelier(tower.lsi);
  const rsi = classifyStability(tower.rsi);
  const psi = classifyStability(tower.psi);
  return [
    {
      key: 'lsi',
      ...WATER_INDICES.lsi,
      value: formatIndexValue(tower.lsi),
      verdict: lsi,
      meaning: explainVerdict('lsi', lsi),
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

// Verdicts compare unrounded values, as the worked examples do (an RSI of 7.003 shows 7.0 and reads corrosive).

/** Langelier verdicts, most corrosive first. */
export type LangelierVerdict =
  | 'severely corrosive'
  | 'corrosive'
  | 'balanced'
  | 'scale-forming'
  | 'severely scale-forming';

/** Ryznar and Puckorius verdicts. */
export type StabilityVerdict = 'scale-forming' | 'balanced' | 'corrosive';

/** Larson-Skold verdicts: how aggressive chloride and sulfate make the water to mild steel. */
export type LarsonSkoldVerdict = 'low' | 'moderate' | 'high';

/** The verdict type of each index. */
export interface WaterIndexVerdicts {
  lsi: LangelierVerdict;
  rsi: StabilityVerdict;
  psi: StabilityVerdict;
  larsonSkold: LarsonSkoldVerdict;
}

/** An index of the water-chemistry result. */
export type WaterIndexKey = keyof WaterIndexVerdicts;

// Differences this small are floating-point noise (0.1 × 3 = 0.30000000000000004), not a crossed threshold.
const NOISE = 1e-9;

/** Tells whether a value is above a threshold by more than floating-point noise. */
export function isAbove(value: number, threshold: number): boolean {
  return value - threshold > NOISE * Math.max(1, Math.abs(threshold));
}

/** Tells whether a value is below a threshold by more than floating-point noise. */
export function isBelow(value: number, threshold: number): boolean {
  return threshold - value > NOISE * Math.max(1, Math.abs(threshold));
}

/** Classifies a Langelier index: < −2, < −0.5, ≤ 0.5, ≤ 2, above. */
export function classifyLangelier(lsi: number): LangelierVerdict {
  if (isBelow(lsi, -2)) return 'severely corrosive';
  if (isBelow(lsi, -0.5)) return 'corrosive';
  if (!isAbove(lsi, 0.5)) return 'balanced';
  if (!isAbove(lsi, 2)) return 'scale-forming';
  return 'severely scale-forming';
}

/** Classifies a Ryznar or Puckorius index: < 6 scale-forming, ≤ 7 balanced, above corrosive. */
export function classifyStability(index: number): StabilityVerdict {
  if (isBelow(index, 6)) return 'scale-forming';
  if (!isAbove(index, 7)) return 'balanced';
  return 'corrosive';
}

/** Classifies a Larson-Skold index: < 0.8 low, ≤ 1.2 moderate, above high. */
export function classifyLarsonSkold(index: number): LarsonSkoldVerdict {
  if (isBelow(index, 0.8)) return 'low';
  if (!isAbove(index, 1.2)) return 'moderate';
  return 'high';
}

/** Each index's name and short name, for the report's panel and the settings form. */
export const WATER_INDICES: Readonly<Record<WaterIndexKey, { name: string; shortName: string }>> = {
  lsi: { name: 'Langelier Saturation Index', shortName: 'LSI' },
  rsi: { name: 'Ryznar Stability Index', shortName: 'RSI' },
  psi: { name: 'Puckorius Scaling Index', shortName: 'PSI' },
  larsonSkold: { name: 'Larson-Skold Index', shortName: 'Larson-Skold' },
};

const MEANINGS: { [K in WaterIndexKey]: Record<WaterIndexVerdicts[K], string> } = {
  lsi: {
    'severely corrosive':
      'Far below calcium carbonate saturation: the water strips protective films and attacks bare metal.',
    corrosive: 'Below saturation: the water dissolves calcium carbonate and can corrode unprotected steel.',
    balanced: 'Close to saturation: the water neither deposits nor dissolves much calcium carbonate.',
    'scale-forming':
      'Above saturation: calcium carbonate scale is likely on hot surfaces without a scale inhibitor.',
    'severely scale-forming':
      'Far above saturation: heavy calcium carbonate scale is likely without strong scale control.',
  },
  rsi: {
    'scale-forming': 'Below 6: the water tends to deposit calcium carbonate scale.',
    balanced: 'Between 6 and 7: the water is close to stable, with little scale or corrosion.',
    corrosive: 'Above 7: the water tends to dissolve scale and corrode metal.',
  },
  psi: {
    'scale-forming': 'Below 6: at its buffered pH the water tends to deposit calcium carbonate scale.',
    balanced: 'Between 6 and 7: at its buffered pH the water is close to stable.',
    corrosive: 'Above 7: at its buffered pH the water tends to dissolve scale and corrode metal.',
  },
  larsonSkold: {
    low: 'Chloride and sulfate are unlikely to break down protective films on mild steel.',
    moderate: 'Chloride and sulfate may weaken protective films; corrosion can run higher than expected.',
    high: 'Chloride and sulfate dominate: expect high rates of localized corrosion on mild steel.',
  },
};

/** Explains in one plain-English line what an index's verdict means for the water. */
export function explainVerdict<K extends WaterIndexKey>(index: K, verdict: WaterIndexVerdicts[K]): string {
  return MEANINGS[index][verdict];
}

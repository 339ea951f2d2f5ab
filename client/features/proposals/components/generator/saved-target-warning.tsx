import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { useWaterRecommendation } from '../../hooks/use-water-recommendation.ts';
import { WarningAlert } from './warning-alert.tsx';

interface SavedTargetWarningProps {
  waterQuality: WaterQuality | null;
  equipment: readonly Pick<Equipment, 'type'>[];
  targetCycles: number | null;
  skinTemperatureF: number | null;
}

/** The proposal's words when its saved target is too high: no savings are claimed at it. */
export const TARGET_NOT_SOLD =
  'The written proposal claims no savings at this target. Lower it in the Cycles What-If to a value within the recommendation, then write the proposal again.';

/**
 * A warning when the saved target cycles are above the recommended maximum (the same recommendation the detail
 * page and the PDF's "Scale and Cycles Recommendation" read): says why and that the proposal does not sell it.
 */
export function SavedTargetWarning(props: SavedTargetWarningProps) {
  const { recommendation } = useWaterRecommendation(props);
  const target = recommendation?.target;
  if (!target || target.isWithin) return null;
  return (
    <WarningAlert testId="saved-target-warning">
      <div className="grid gap-1">
        <p className="font-medium">Saved target: {target.sentence}</p>
        <p>{TARGET_NOT_SOLD}</p>
      </div>
    </WarningAlert>
  );
}

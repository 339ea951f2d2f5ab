import { Droplets } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { formatCycles } from '#shared/water/recommendation.ts';
import { useWaterRecommendation } from '../../hooks/use-water-recommendation.ts';
import {
  DefaultLimitsNotice,
  MissingWaterTest,
  RecommendationHeadline,
  RecommendationNotes,
  TargetVerdict,
  TowerIndicesList,
} from '../water-recommendation-parts.tsx';
import { SkinTemperatureField } from './skin-temperature-field.tsx';
import { useSkinTemperature } from './use-skin-temperature.ts';
import { WaterLimitCharts } from './water-limit-charts.tsx';
import { WaterProjectionTable } from './water-projection-table.tsx';

/** What the water part of the what-if needs from the generator. */
export interface WaterLimitsWhatIfProps {
  surveyId: number;
  waterQuality: WaterQuality | null;
  equipment: Equipment[];
  /** The cycles the rep is trying on the slider. */
  targetCycles: number;
  savedSkinTemperatureF: number | null;
  canSave: boolean;
  onSaveSkinTemperature: (value: number | null) => Promise<void>;
}

/**
 * The cycles what-if's water chemistry: the indices per cycle at the skin temperature, a chart per limit, the
 * recommended maximum cycles with the limiting factor, and a warning when the tried target goes past it.
 */
export function WaterLimitsWhatIf(props: WaterLimitsWhatIfProps) {
  const skin = useSkinTemperature({
    saved: props.savedSkinTemperatureF,
    canSave: props.canSave,
    save: props.onSaveSkinTemperature,
  });
  const { recommendation, isLoading, isUsingDefaults } = useWaterRecommendation({
    waterQuality: props.waterQuality,
    equipment: props.equipment,
    skinTemperatureF: skin.value,
    targetCycles: props.targetCycles,
  });

  return (
    <section
      className="grid gap-5 border-t pt-6"
      aria-labelledby="water-limits-title"
      data-testid="water-what-if"
    >
      <div className="grid gap-1">
        <h3 id="water-limits-title" className="flex items-center gap-2 text-base font-semibold">
          <Droplets className="size-4 text-brand-700" aria-hidden="true" />
          Scale and Cycles Limits
        </h3>
        <p className="text-sm text-muted-foreground">
          The survey’s water test concentrated in the tower, read at the skin temperature against your control
          ranges.
        </p>
      </div>
      {isLoading || recommendation === null ? (
        <Skeleton className="h-40 w-full" />
      ) : recommendation.missing !== null ? (
        <MissingWaterTest reason={recommendation.missing} surveyId={props.surveyId} />
      ) : (
        <>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="grid content-start gap-4">
              <SkinTemperatureField
                text={skin.text}
                error={skin.error}
                status={skin.status}
                canSave={props.canSave}
                onChange={skin.edit}
              />
              <RecommendationHeadline recommendation={recommendation} />
              {recommendation.target && <TargetVerdict target={recommendation.target} />}
            </div>
            <WaterLimitCharts series={recommendation.limitSeries} targetCycles={props.targetCycles} />
          </div>
          {recommendation.target && (
            <TowerIndicesList
              indices={recommendation.target.indices}
              caption={`Tower water at ${formatCycles(recommendation.target.cycles)} · ${recommendation.skinTemperatureText}`}
            />
          )}
          <WaterProjectionTable rows={recommendation.rows} />
          {isUsingDefaults && <DefaultLimitsNotice />}
          <RecommendationNotes recommendation={recommendation} />
        </>
      )}
    </section>
  );
}

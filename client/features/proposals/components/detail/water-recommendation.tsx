import { Droplets } from 'lucide-react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { formatCycles, WATER_RECOMMENDATION_TITLE } from '#shared/water/recommendation.ts';
import { useWaterRecommendation } from '../../hooks/use-water-recommendation.ts';
import {
  DefaultLimitsNotice,
  MissingWaterTest,
  RecommendationHeadline,
  RecommendationNotes,
  TargetVerdict,
  TowerIndicesList,
} from '../water-recommendation-parts.tsx';

interface WaterRecommendationCardProps {
  proposal: Pick<Proposal, 'surveyId' | 'targetCycles' | 'skinTemperatureF'>;
  waterQuality: WaterQuality | null;
  equipment: Equipment[];
}

/** The detail page's recommendation for the proposal's target cycles: the same texts as the generator and the PDF. */
export function WaterRecommendationCard({ proposal, waterQuality, equipment }: WaterRecommendationCardProps) {
  const { recommendation, isLoading, isUsingDefaults } = useWaterRecommendation({
    waterQuality,
    equipment,
    skinTemperatureF: proposal.skinTemperatureF,
    targetCycles: proposal.targetCycles,
  });
  return (
    <Card data-testid="water-recommendation">
      <CardHeading
        icon={Droplets}
        title={WATER_RECOMMENDATION_TITLE}
        description={
          <>
            How far the cooling tower can concentrate the survey’s water before it breaks a limit
            {recommendation && recommendation.missing === null
              ? ` · ${recommendation.skinTemperatureText}`
              : ''}
            .
          </>
        }
      />
      <CardContent className="grid gap-4">
        {isLoading || recommendation === null ? (
          <Skeleton className="h-24 w-full" />
        ) : recommendation.missing !== null ? (
          <MissingWaterTest reason={recommendation.missing} surveyId={proposal.surveyId} />
        ) : (
          <>
            <RecommendationHeadline recommendation={recommendation} />
            {recommendation.target ? (
              <>
                <TargetVerdict target={recommendation.target} />
                <TowerIndicesList
                  indices={recommendation.target.indices}
                  caption={`Tower water at the target of ${formatCycles(recommendation.target.cycles)}`}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                No target cycles is saved yet: set one in the generator’s Cycles What-If.
              </p>
            )}
            {isUsingDefaults && <DefaultLimitsNotice />}
            <RecommendationNotes recommendation={recommendation} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { FlaskConical } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { WaterQuality } from '#shared/schemas/survey.ts';
import { WaterQualityList } from '../water-quality-list.tsx';

/** The survey's water analysis: conductivity drives the cycles of concentration. */
export function WaterQualityCard({ waterQuality }: { waterQuality: WaterQuality | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4 text-brand-700" aria-hidden="true" />
          Water Quality
        </CardTitle>
        <CardDescription>
          {waterQuality ? 'From the survey’s water test.' : 'No water test was recorded on this survey.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WaterQualityList waterQuality={waterQuality} isCompact />
      </CardContent>
    </Card>
  );
}

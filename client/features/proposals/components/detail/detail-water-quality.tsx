import { FlaskConical } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { WaterQuality } from '#shared/schemas/survey.ts';
import { WaterQualityList } from '../water-quality-list.tsx';

/** The detail page's water quality: conductivity (µS/cm), pH and hardness (ppm). */
export function DetailWaterQuality({ waterQuality }: { waterQuality: WaterQuality | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4 text-brand-700" aria-hidden="true" />
          Water Quality
        </CardTitle>
      </CardHeader>
      <CardContent>
        <WaterQualityList waterQuality={waterQuality} keys={['conductivity', 'ph', 'hardness']} />
      </CardContent>
    </Card>
  );
}

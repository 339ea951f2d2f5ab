import { FlaskConical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { WaterQualityList } from './water-quality-list.tsx';

type WaterQualityCardProps = {
  waterQuality: WaterQuality | null;
  /** The generator says where the figures come from; the detail page lists only the three the proposal uses. */
  variant: 'generator' | 'detail';
};

const LIST_PROPS: Record<
  WaterQualityCardProps['variant'],
  Omit<ComponentProps<typeof WaterQualityList>, 'waterQuality'>
> = {
  generator: { isCompact: true },
  detail: { keys: ['conductivity', 'ph', 'hardness'] },
};

/** The survey's water analysis on the generator and the detail page (conductivity drives the cycles of concentration). */
export function WaterQualityCard({ waterQuality, variant }: WaterQualityCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4 text-brand-700" aria-hidden="true" />
          Water Quality
        </CardTitle>
        {variant === 'generator' && (
          <CardDescription>
            {waterQuality ? 'From the survey’s water test.' : 'No water test was recorded on this survey.'}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <WaterQualityList waterQuality={waterQuality} {...LIST_PROPS[variant]} />
      </CardContent>
    </Card>
  );
}

import { FlaskConical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Card, CardContent, CardDescription } from '#client/components/ui/card.tsx';
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
      <CardHeading icon={FlaskConical} title="Water Quality">
        {variant === 'generator' && (
          <CardDescription>
            {waterQuality ? 'From the survey’s water test.' : 'No water test was recorded on this survey.'}
          </CardDescription>
        )}
      </CardHeading>
      <CardContent>
        <WaterQualityList waterQuality={waterQuality} {...LIST_PROPS[variant]} />
      </CardContent>
    </Card>
  );
}

import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

export type Feature = {
  title: string;
  lead: string;
  icon: LucideIcon;
  points: string[];
  mockup: ReactNode;
};

type FeatureSectionProps = { feature: Feature; index: number };

/** One feature: heading, copy and bullet points beside a drawing of the real screen (sides alternate). */
export function FeatureSection({ feature, index }: FeatureSectionProps) {
  const isReversed = index % 2 === 1;
  const headingId = `feature-${index + 1}-title`;
  return (
    <section
      data-testid={`feature-${index + 1}`}
      aria-labelledby={headingId}
      className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn(isReversed && 'lg:order-2')}>
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <feature.icon className="size-5.5" aria-hidden="true" />
          </span>
          <span className="text-sm font-semibold text-brand-600">0{index + 1}</span>
        </div>
        <h3 id={headingId} className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {feature.title}
        </h3>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">{feature.lead}</p>
        <ul className="mt-6 grid gap-3">
          {feature.points.map((point) => (
            <li key={point} className="flex gap-3 text-[15px] leading-relaxed text-slate-700">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className={cn('relative isolate', isReversed && 'lg:order-1')}>
        <div
          className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand-50 to-sky-50 sm:-inset-6"
          aria-hidden="true"
        />
        {feature.mockup}
      </div>
    </section>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';

const TONES = {
  progress: 'bg-brand-50 text-brand-700',
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-red-50 text-red-600',
} as const;

type StatusCardProps = {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  description: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  children?: ReactNode;
  iconClassName?: string;
  testId?: string;
};

/** One centered card with an icon, a heading, a line of text and its buttons (payment success states). */
export function StatusCard({
  icon: Icon,
  tone,
  title,
  description,
  actions,
  children,
  iconClassName,
  testId,
}: StatusCardProps) {
  return (
    <Card className="w-full max-w-md p-6 text-center sm:p-8" data-testid={testId}>
      <div className={cn('mx-auto mb-5 flex size-14 items-center justify-center rounded-full', TONES[tone])}>
        <Icon className={cn('size-7', iconClassName)} aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      {children}
      {actions && <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>}
    </Card>
  );
}

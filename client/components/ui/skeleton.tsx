import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** Pulsing placeholder block shown while data loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/80', className)}
      {...props}
    />
  );
}

import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';
import { fieldClasses } from './input.tsx';

/** Multi-line text field styled like Input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-20 py-2', className)} {...props} />;
}

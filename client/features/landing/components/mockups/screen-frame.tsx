import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

type ScreenFrameProps = { path: string; caption: string; children: ReactNode; className?: string };

/** A browser-window frame around a drawn product screen; the caption is for screen readers. */
export function ScreenFrame({ path, caption, children, className }: ScreenFrameProps) {
  return (
    <figure className={cn('m-0', className)}>
      <div
        aria-hidden="true"
        className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-2xl ring-1 shadow-brand-950/10 ring-slate-900/5 select-none"
      >
        <div className="flex items-center gap-1.5 border-b border-slate-200/80 bg-slate-50 px-3 py-2.5 sm:px-4">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <div className="ml-3 min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1 text-[11px] text-slate-500 ring-1 ring-slate-200">
            app.aquasurvey.pro{path}
          </div>
        </div>
        <div className="bg-slate-50/70 p-3 text-left text-slate-900 sm:p-5">{children}</div>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}

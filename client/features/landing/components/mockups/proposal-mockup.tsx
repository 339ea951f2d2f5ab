import { BadgeCheck, FileDown, Sparkles } from 'lucide-react';
import { addDays, useToday } from '#client/lib/use-today.ts';
import { ScreenFrame } from './screen-frame.tsx';

/** How long the drawn proposal is valid: a month from the visitor's today, never a date already past. */
const MOCKUP_VALID_DAYS = 30;
// The app's "Dec 27, 2026", without loading the app's formatting module into the landing page.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function ValidUntil() {
  const today = useToday();
  // The prerendered page says it without a date; the browser names the date as soon as the page is live.
  const text = today
    ? `Valid until ${DATE_FORMAT.format(addDays(today, MOCKUP_VALID_DAYS))}`
    : `Valid for ${MOCKUP_VALID_DAYS} days`;
  return (
    <span className="text-[10px] text-slate-400" data-testid="mockup-valid-until">
      {text}
    </span>
  );
}

function TextLines({ widths }: { widths: string[] }) {
  return (
    <div className="grid gap-1.5">
      {widths.map((width, index) => (
        <div key={index} className="h-1.5 rounded-full bg-slate-200" style={{ width }} />
      ))}
    </div>
  );
}

/** Drawn proposal preview: RFP analysis chips, the generated document and a PDF download. */
export function ProposalMockup() {
  return (
    <ScreenFrame
      path="/proposal-generator?surveyId=128"
      caption="A generated proposal for Riverside Medical Center, with the RFP requirements matched and a PDF download."
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-[11px] font-medium text-emerald-700 ring-1 ring-emerald-200">
          <BadgeCheck className="size-3.5" /> RFP analyzed · 14 requirements
        </span>
        <span className="flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-1 text-[11px] font-medium text-violet-700 ring-1 ring-violet-200">
          <Sparkles className="size-3.5" /> Draft generated
        </span>
        <span className="ml-auto flex items-center gap-1 rounded-md bg-brand-700 px-2.5 py-1.5 text-[11px] font-medium text-white">
          <FileDown className="size-3.5" /> Download PDF
        </span>
      </div>
      <div className="mx-auto max-w-md rounded-lg border bg-white p-4 shadow-lg sm:p-6">
        <div className="flex items-center justify-between border-b pb-3">
          <div className="flex items-center gap-2">
            <span className="size-5 rounded bg-brand-700" />
            <span className="text-[11px] font-semibold text-slate-700">Clearwater Treatment Services</span>
          </div>
          <ValidUntil />
        </div>
        <div className="mt-4 text-[10px] font-semibold tracking-wider text-brand-700 uppercase">Proposal</div>
        <div className="text-sm leading-snug font-bold sm:text-base">
          Water Treatment Program — Riverside Medical Center
        </div>
        <div className="mt-4 mb-1.5 text-[11px] font-semibold">1. Executive Summary</div>
        <p className="mb-2 text-[10px] leading-relaxed text-slate-600">
          Our survey documented one cooling tower, a 350 HP steam boiler and a 400-ton chiller. The program
          below protects them from scale, corrosion and microbial growth at 4.2 cycles.
        </p>
        <TextLines widths={['100%', '94%', '72%']} />
        <div className="mt-4 mb-1.5 text-[11px] font-semibold">2. Recommended Program</div>
        <div className="grid gap-1 text-[10px]">
          {[
            ['Cooling tower inhibitor & biocide', '$17,100'],
            ['Boiler oxygen scavenger', '$3,431'],
          ].map(([item, price]) => (
            <div key={item} className="flex justify-between border-b border-dashed py-1 text-slate-700">
              <span>{item}</span>
              <span className="tabular-nums">{price}</span>
            </div>
          ))}
          <div className="flex justify-between pt-1 font-semibold text-slate-900">
            <span>Annual investment</span>
            <span className="tabular-nums">$20,531</span>
          </div>
        </div>
        <div className="mt-4 mb-1.5 text-[11px] font-semibold">3. Service &amp; Monitoring</div>
        <TextLines widths={['96%', '88%']} />
      </div>
    </ScreenFrame>
  );
}

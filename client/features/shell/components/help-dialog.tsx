import { Mail } from 'lucide-react';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';

const GETTING_STARTED = [
  'Start a New Survey and enter the facility details and site contact.',
  'Add each system (cooling towers, boilers, chillers, closed loops) with its specs and photos.',
  'Record water quality results, then your observations and follow-up tasks.',
  'Open the survey report to print or download it for the customer.',
  'From a final survey, build the chemical program and generate the proposal.',
];

const FEATURES = [
  ['Facility surveys', 'a four-step wizard that saves as you go'],
  ['Equipment tracking', 'specs, locations, photos and current chemicals'],
  ['Chemical usage & cost', 'make-up water, pounds, gallons and annual cost'],
  ['Proposals', 'AI-written proposal text, RFP analysis and PDF export'],
  ['Follow-ups', 'every open task and follow-up date in one list'],
] as const;

type HelpDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Getting-started steps, feature list and the support address (regular users only). */
export function HelpDialog({ open, onOpenChange }: HelpDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title="Help & support"
      description={`How to get from a site walk-through to a proposal in ${PRODUCT_NAME}.`}
    >
      <section>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Getting started</h3>
        <ol className="grid gap-2">
          {GETTING_STARTED.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Features</h3>
        <ul className="grid gap-1.5 text-sm text-slate-700">
          {FEATURES.map(([name, text]) => (
            <li key={name}>
              <span className="font-medium text-slate-900">{name}</span> — {text}
            </li>
          ))}
        </ul>
      </section>
      <section className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 text-sm">
        <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="text-slate-700">
          Questions or problems? Email{' '}
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>{' '}
          — we reply within 24 hours.
        </p>
      </section>
    </DialogFrame>
  );
}

import { Check } from 'lucide-react';
import { SUBSCRIPTION_PRICE } from '#shared/constants.ts';
import { SignupActions } from './signup-actions.tsx';

const INCLUDED = [
  'Facility surveys and printable reports',
  'Equipment, photos and water quality',
  'Chemical usage and annual cost',
  'AI proposals, RFP analysis and PDF export',
];

type CtaSectionProps = { onGetStarted: () => void; onSignIn: () => void; isStartingCheckout?: boolean };

/** Closing call to action with the plan summary (anchor #pricing). */
export function CtaSection({ onGetStarted, onSignIn, isStartingCheckout = false }: CtaSectionProps) {
  return (
    <section
      id="pricing"
      data-testid="cta"
      className="scroll-mt-16 bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 bg-[radial-gradient(ellipse_70%_80%_at_100%_0%,rgba(34,179,207,0.35),transparent)] px-6 py-12 text-white shadow-2xl sm:px-12 sm:py-16">
        <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Ready for your next site visit?
            </h2>
            <p className="mt-4 text-lg text-brand-100/90">
              One plan with every feature, for {SUBSCRIPTION_PRICE} per month. Cancel from your settings at
              any time.
            </p>
            <SignupActions
              onGetStarted={onGetStarted}
              onSignIn={onSignIn}
              isStartingCheckout={isStartingCheckout}
            />
          </div>
          <ul className="grid gap-3 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            {INCLUDED.map((item) => (
              <li key={item} className="flex items-start gap-3 text-[15px] text-brand-50">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

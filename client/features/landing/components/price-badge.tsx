import { ArrowRight, Droplets } from 'lucide-react';
import { SUBSCRIPTION_PRICE } from '#shared/constants.ts';

type PriceBadgeProps = { onGetStarted: () => void; isStartingCheckout?: boolean };

/** The one "$5.99/month" price mention on the page, with its own Get Started (starts the checkout). */
export function PriceBadge({ onGetStarted, isStartingCheckout = false }: PriceBadgeProps) {
  return (
    <div
      data-testid="price-badge"
      className="inline-flex max-w-full items-center gap-2 rounded-full bg-white/95 py-1.5 pr-1.5 pl-1.5 text-sm text-slate-700 shadow-lg ring-1 shadow-brand-950/30 ring-white/50"
    >
      <span className="flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-sm font-bold text-white">
        <Droplets className="size-4" aria-hidden="true" />
        {SUBSCRIPTION_PRICE}/month
      </span>
      <span className="hidden font-medium sm:inline">Every feature included</span>
      <button
        type="button"
        onClick={onGetStarted}
        disabled={isStartingCheckout}
        aria-busy={isStartingCheckout}
        data-testid="price-badge-get-started"
        className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        Get Started
        <ArrowRight className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

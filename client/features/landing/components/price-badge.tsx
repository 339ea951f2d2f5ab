import { Droplets } from 'lucide-react';
import { SUBSCRIPTION_PRICE_USD } from '#shared/constants.ts';

/** The one "$5.99/month" price mention on the page. */
export function PriceBadge() {
  return (
    <p
      data-testid="price-badge"
      className="inline-flex items-center gap-2 rounded-full bg-white/95 py-1.5 pr-4 pl-1.5 text-sm text-slate-700 shadow-lg ring-1 shadow-brand-950/30 ring-white/50"
    >
      <span className="flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-sm font-bold text-white">
        <Droplets className="size-4" aria-hidden="true" />${SUBSCRIPTION_PRICE_USD.toFixed(2)}/month
      </span>
      <span className="font-medium">Every feature included</span>
    </p>
  );
}

import { ArrowLeft } from 'lucide-react';
import { LogoMark } from '#client/components/logo.tsx';
import { PRODUCT_NAME, SUBSCRIPTION_PRICE } from '#shared/constants.ts';
import type { TestCheckout } from '#shared/schemas/payments.ts';
import { TestModeBadge } from './test-mode-badge.tsx';

/** The left side of the checkout: back link, product, price (or, in setup mode, what saving a card means). */
export function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
  const price = `$${checkout.amountUsd.toFixed(2)}`;
  return (
    <div className="flex flex-col gap-6 bg-slate-50 p-6 sm:p-8 lg:p-10">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <a
          href={checkout.cancelUrl}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="checkout-back"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </a>
        <span className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-900">
          <LogoMark className="size-6" />
          {PRODUCT_NAME}
        </span>
        <TestModeBadge className="ml-auto" />
      </div>
      {checkout.mode === 'subscription' ? (
        <div>
          <p className="text-base font-medium text-slate-600">Subscribe to {PRODUCT_NAME}</p>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid="checkout-price">
              {price}
            </span>
            <span className="text-sm leading-tight text-slate-600">
              per
              <br />
              month
            </span>
          </p>
          <dl className="mt-6 grid gap-3 border-t pt-5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{PRODUCT_NAME} — monthly plan</dt>
              <dd className="font-medium whitespace-nowrap text-slate-900">{price} / month</dd>
            </div>
            <div className="flex justify-between gap-4 border-t pt-3">
              <dt className="font-medium text-slate-900">Total due today</dt>
              <dd className="font-semibold text-slate-900">{price}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <div>
          <p className="text-2xl font-bold tracking-tight text-slate-900">Add a payment method</p>
          <p className="mt-2 text-sm text-slate-600">
            Save a card for your {PRODUCT_NAME} subscription ({SUBSCRIPTION_PRICE} / month). You won't be
            charged now.
          </p>
        </div>
      )}
    </div>
  );
}

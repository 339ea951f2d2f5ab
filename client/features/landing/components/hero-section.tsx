import { ChevronDown } from 'lucide-react';
import { Suspense } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';
import { PriceBadge } from './price-badge.tsx';
import { SignupActions } from './signup-actions.tsx';

// A picture, not a control: it loads after first paint (the prerendered landing page shows it meanwhile).
const DashboardMockup = lazyPage(() => import('./mockups/dashboard-mockup.tsx'), 'DashboardMockup');

type HeroSectionProps = {
  onSignIn: () => void;
  onGetStarted: () => void;
  onSeeMore: () => void;
  isStartingCheckout?: boolean;
};

/** Headline, subheading, price badge, calls to action and the See More link. */
export function HeroSection({
  onSignIn,
  onGetStarted,
  onSeeMore,
  isStartingCheckout = false,
}: HeroSectionProps) {
  return (
    <section
      data-testid="hero"
      className="relative overflow-hidden bg-brand-950 bg-[radial-gradient(ellipse_80%_60%_at_85%_0%,rgba(34,179,207,0.35),transparent),radial-gradient(ellipse_60%_50%_at_0%_100%,rgba(10,120,150,0.45),transparent)] text-white"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <PriceBadge onGetStarted={onGetStarted} isStartingCheckout={isStartingCheckout} />
          <h1 className="mt-6 text-[2.1rem] leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem]">
            Water treatment <span className="text-brand-300">survey &amp; proposal management</span> for field
            reps
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-100/90 sm:text-lg">
            Document cooling towers, boilers and chillers on site, calculate chemical usage and annual cost,
            and turn every survey into a polished proposal — from your phone or your laptop.
          </p>
          <SignupActions
            onGetStarted={onGetStarted}
            onSignIn={onSignIn}
            isStartingCheckout={isStartingCheckout}
          />
          <button
            type="button"
            onClick={onSeeMore}
            className="mt-8 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-200 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            See More
            <ChevronDown className="size-4 animate-bounce" aria-hidden="true" />
          </button>
        </div>
        <div className="relative isolate mx-auto w-full max-w-xl lg:max-w-none">
          <div
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-brand-400/25 blur-3xl"
            aria-hidden="true"
          />
          <Suspense fallback={null}>
            <DashboardMockup />
          </Suspense>
        </div>
      </div>
      <svg
        className="absolute inset-x-0 bottom-0 h-10 w-full text-white sm:h-16"
        viewBox="0 0 1440 64"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M0 40c120-18 240-27 360-18s240 36 360 36 240-27 360-36 240 0 360 18v24H0z"
        />
      </svg>
    </section>
  );
}

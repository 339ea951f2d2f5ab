import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { lazyPage } from '#client/app/lazy-page.tsx';
import { useStartCheckout } from '#client/features/signup/use-start-checkout.ts';
import { HeroSection } from './components/hero-section.tsx';
import { LandingHeader } from './components/landing-header.tsx';

// Below the fold loads after first paint: the prerendered HTML shows it meanwhile and React adopts it once loaded.
const SystemsStrip = lazyPage(() => import('./components/systems-strip.tsx'), 'SystemsStrip');
const Features = lazyPage(() => import('./components/features.tsx'), 'Features');
const CtaSection = lazyPage(() => import('./components/cta-section.tsx'), 'CtaSection');
const LandingFooter = lazyPage(() => import('./components/landing-footer.tsx'), 'LandingFooter');

// The sign-in form (react-hook-form + zod) loads on demand so the landing bundle stays small.
const loadSignInDialog = () => import('#client/features/auth/sign-in-dialog.tsx');
const SignInDialog = lazy(async () => ({ default: (await loadSignInDialog()).SignInDialog }));
// The payment-page modal (and the dialog library under it) loads once a checkout was created.
const CheckoutDialog = lazy(async () => ({
  default: (await import('#client/features/signup/checkout-dialog.tsx')).CheckoutDialog,
}));

/** Public landing page; /?signin=1 (where GET /api/login sends people) opens the sign-in dialog. */
export function LandingPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const [hasOpenedSignIn, setHasOpenedSignIn] = useState(false);
  const checkout = useStartCheckout();
  const [hasShownCheckout, setHasShownCheckout] = useState(false);
  if (checkout.url && !hasShownCheckout) setHasShownCheckout(true);

  function handleSignIn() {
    setHasOpenedSignIn(true);
    setIsSignInOpen(true);
  }

  function handleSeeMore() {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById('features')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  useEffect(() => {
    if (new URLSearchParams(search).get('signin') !== '1') return;
    setHasOpenedSignIn(true);
    setIsSignInOpen(true);
    navigate('/', { replace: true });
  }, [search, navigate]);

  useEffect(() => {
    // Warm the sign-in chunk once the page is idle, so the dialog opens instantly.
    const timer = setTimeout(() => void loadSignInDialog(), 2000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="min-h-dvh bg-white">
      <LandingHeader
        onSignIn={handleSignIn}
        onGetStarted={checkout.start}
        isStartingCheckout={checkout.isPending}
      />
      <main>
        <HeroSection
          onSignIn={handleSignIn}
          onGetStarted={checkout.start}
          isStartingCheckout={checkout.isPending}
          onSeeMore={handleSeeMore}
        />
        <Suspense fallback={null}>
          <SystemsStrip />
          <Features />
          <CtaSection
            onSignIn={handleSignIn}
            onGetStarted={checkout.start}
            isStartingCheckout={checkout.isPending}
          />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
      {hasShownCheckout && (
        <Suspense fallback={null}>
          <CheckoutDialog url={checkout.url} onClose={checkout.close} />
        </Suspense>
      )}
      {hasOpenedSignIn && (
        <Suspense fallback={null}>
          <SignInDialog open={isSignInOpen} onOpenChange={setIsSignInOpen} />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CheckoutDialog, useStartCheckout } from '#client/features/signup/checkout-dialog.tsx';
import { CtaSection } from './components/cta-section.tsx';
import { Features } from './components/features.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { LandingFooter } from './components/landing-footer.tsx';
import { LandingHeader } from './components/landing-header.tsx';
import { SystemsStrip } from './components/systems-strip.tsx';

// The sign-in form (react-hook-form + zod) loads on demand so the landing bundle stays small.
const loadSignInDialog = () => import('#client/features/auth/sign-in-dialog.tsx');
const SignInDialog = lazy(async () => ({ default: (await loadSignInDialog()).SignInDialog }));

/** Public landing page; /?signin=1 (where GET /api/login sends people) opens the sign-in dialog. */
export function LandingPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [isSignInOpen, setIsSignInOpen] = useState(false);
  const [hasOpenedSignIn, setHasOpenedSignIn] = useState(false);
  const checkout = useStartCheckout();

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
        <SystemsStrip />
        <Features />
        <CtaSection
          onSignIn={handleSignIn}
          onGetStarted={checkout.start}
          isStartingCheckout={checkout.isPending}
        />
      </main>
      <LandingFooter />
      <CheckoutDialog url={checkout.url} onClose={checkout.close} />
      {hasOpenedSignIn && (
        <Suspense fallback={null}>
          <SignInDialog open={isSignInOpen} onOpenChange={setIsSignInOpen} />
        </Suspense>
      )}
    </div>
  );
}

import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { RedirectToLogin } from '#client/features/auth/require-auth.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { LandingPage } from '#client/features/landing/landing-page.tsx';
import { isSignedInOnlyPath } from '#shared/routes.ts';
import { lazyPage } from './lazy-page.tsx';
import { EVERYONE_PAGES, NotFoundPage, PAYMENT_PAGES, RouteSwitch, routeTable } from './route-switch.tsx';
import { ServedFrame } from './served-frame.tsx';

/** Loads the signed-in route tables; main.tsx starts it early when the browser holds a session. */
export const loadSignedInRoutes = () => import('./signed-in-routes.tsx');
const SignedInRoutes = lazyPage(loadSignedInRoutes, 'SignedInRoutes');

// Visitor pages, each loaded when first visited. Pages read their own params (useParams) and query strings (useSearch) from wouter.
const SignupPage = lazyPage(() => import('#client/features/signup/signup-page.tsx'), 'SignupPage');

const VISITOR_ROUTES = routeTable('visitor', {
  '/': LandingPage,
  '/signup': SignupPage,
  // The link e-mailed to a new address may be opened on a device that is not signed in.
  ...EVERYONE_PAGES,
  ...PAYMENT_PAGES,
});

// Signed out on a signed-in-only path: Unauthorized notice and sign-in, not a 404.
function VisitorFallback() {
  const [location] = useLocation();
  if (isSignedInOnlyPath(location)) return <RedirectToLogin />;
  return (
    <div className="flex min-h-dvh items-center bg-slate-50">
      <NotFoundPage />
    </div>
  );
}

/** Picks the route table for the session: visitor, regular user or admin. Renders nothing while the session loads. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) {
    return (
      <Suspense fallback={null}>
        <RouteSwitch routes={VISITOR_ROUTES} fallback={VisitorFallback} />
      </Suspense>
    );
  }
  // Until the signed-in tables and the shell have loaded: the page frame the server drew, if it sent one.
  return (
    <Suspense fallback={<ServedFrame part="page" />}>
      <SignedInRoutes isAdmin={user.isAdmin} />
    </Suspense>
  );
}

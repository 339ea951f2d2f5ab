import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { type ClientPath, type ClientPathFor, clientPathsFor, type RouteAudience } from '#shared/routes.ts';
import { lazyPage } from './lazy-page.tsx';

/** One entry of a route table: a path of the shared route list and its page. */
export type AppRoute = { path: ClientPath; page: ComponentType };

/**
 * An audience's route table from the shared route list (shared/routes.ts), in its order. `pages` must name a page
 * for every path the list gives the audience and for no other (the type says so), so the router and the server's
 * 404 answer never disagree.
 */
export function routeTable<A extends RouteAudience>(
  audience: A,
  pages: Record<ClientPathFor<A>, ComponentType>,
): AppRoute[] {
  return clientPathsFor(audience).map((path) => ({ path, page: pages[path] }));
}

// Pages that both signed-out and signed-in browsers open, each loaded when first visited.
const PaymentSuccessPage = lazyPage(
  () => import('#client/features/signup/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
const TestCheckoutPage = lazyPage(
  () => import('#client/features/test-checkout/test-checkout-page.tsx'),
  'TestCheckoutPage',
);
/** A shared proposal's public page, the same for everyone who opens the link (decision 040). */
const PublicProposalPage = lazyPage(
  () => import('#client/features/public-proposal/public-proposal-page.tsx'),
  'PublicProposalPage',
);
const ResetPasswordPage = lazyPage(
  () => import('#client/features/password-reset/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('#client/features/password-reset/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ConfirmEmailPage = lazyPage(
  () => import('#client/features/settings/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);
export const NotFoundPage = lazyPage(
  () => import('#client/features/not-found/not-found-page.tsx'),
  'NotFoundPage',
);

/** The pages every audience has, the same page whoever opens them: the password pages, the e-mail link, a shared proposal. */
export const EVERYONE_PAGES = {
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/confirm-email': ConfirmEmailPage,
  '/p/:token': PublicProposalPage,
} as const;

/** The payment's pages, which a visitor and a regular user have. */
export const PAYMENT_PAGES = {
  '/payment-success': PaymentSuccessPage,
  '/test-checkout/:id': TestCheckoutPage,
} as const;

/** The first route of the table matching the location, else the fallback page. */
export function RouteSwitch({ routes, fallback }: { routes: AppRoute[]; fallback: ComponentType }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} component={route.page} />
      ))}
      <Route component={fallback} />
    </Switch>
  );
}

import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { lazyPage } from './lazy-page.tsx';

/** One entry of a route table: a wouter path and its page. */
export type AppRoute = { path: string; page: ComponentType };

// Pages that both signed-out and signed-in browsers open, each loaded when first visited.
export const PaymentSuccessPage = lazyPage(
  () => import('#client/features/signup/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
export const TestCheckoutPage = lazyPage(
  () => import('#client/features/test-checkout/test-checkout-page.tsx'),
  'TestCheckoutPage',
);
export const ResetPasswordPage = lazyPage(
  () => import('#client/features/password-reset/reset-password-page.tsx'),
  'ResetPasswordPage',
);
export const ConfirmEmailPage = lazyPage(
  () => import('#client/features/settings/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);
export const NotFoundPage = lazyPage(
  () => import('#client/features/not-found/not-found-page.tsx'),
  'NotFoundPage',
);

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

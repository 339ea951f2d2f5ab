import { type ComponentType, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AccessDenied, RedirectToLogin } from '#client/features/auth/require-auth.tsx';
import { isSignedInOnlyPath } from '#client/features/auth/signed-in-only-paths.ts';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { LandingPage } from '#client/features/landing/landing-page.tsx';
import { lazyPage } from './lazy-page.tsx';

// Pages, each loaded when first visited. Pages read their own params (useParams) and query strings (useSearch) from wouter.
const DashboardPage = lazyPage(
  () => import('#client/features/dashboard/components/dashboard-page.tsx'),
  'DashboardPage',
);
const SurveysPage = lazyPage(
  () => import('#client/features/surveys/components/surveys-page.tsx'),
  'SurveysPage',
);
const SurveyWizardPage = lazyPage(
  () => import('#client/features/surveys/components/survey-wizard-page.tsx'),
  'SurveyWizardPage',
);
const SurveyReportPage = lazyPage(
  () => import('#client/features/report/components/survey-report-page.tsx'),
  'SurveyReportPage',
);
const ProposalsPage = lazyPage(
  () => import('#client/features/proposals/components/proposals-page.tsx'),
  'ProposalsPage',
);
const ProposalDetailPage = lazyPage(
  () => import('#client/features/proposals/components/proposal-detail-page.tsx'),
  'ProposalDetailPage',
);
const ProposalGeneratorPage = lazyPage(
  () => import('#client/features/proposals/components/proposal-generator-page.tsx'),
  'ProposalGeneratorPage',
);
const FollowUpsPage = lazyPage(
  () => import('#client/features/follow-ups/components/follow-ups-page.tsx'),
  'FollowUpsPage',
);
const SettingsPage = lazyPage(() => import('#client/features/settings/settings-page.tsx'), 'SettingsPage');
const PaymentMethodsPage = lazyPage(
  () => import('#client/features/payment-methods/payment-methods-page.tsx'),
  'PaymentMethodsPage',
);
const AdminPanelPage = lazyPage(
  () => import('#client/features/admin/admin-panel-page.tsx'),
  'AdminPanelPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('#client/features/signup/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
const SignupPage = lazyPage(() => import('#client/features/signup/signup-page.tsx'), 'SignupPage');
const TestCheckoutPage = lazyPage(
  () => import('#client/features/test-checkout/test-checkout-page.tsx'),
  'TestCheckoutPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('#client/features/password-reset/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('#client/features/password-reset/reset-password-page.tsx'),
  'ResetPasswordPage',
);

const AppShell = lazyPage(() => import('#client/features/shell/app-shell.tsx'), 'AppShell');
const NotFoundPage = lazyPage(() => import('#client/features/not-found/not-found-page.tsx'), 'NotFoundPage');

type AppRoute = { path: string; page: ComponentType };

const VISITOR_ROUTES: AppRoute[] = [
  { path: '/', page: LandingPage },
  { path: '/payment-success', page: PaymentSuccessPage },
  { path: '/signup', page: SignupPage },
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/test-checkout/:id', page: TestCheckoutPage },
];

const USER_ROUTES: AppRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/surveys', page: SurveysPage },
  { path: '/new-survey', page: SurveyWizardPage },
  { path: '/edit-survey/:id', page: SurveyWizardPage },
  { path: '/survey-report/:id', page: SurveyReportPage },
  { path: '/proposals', page: ProposalsPage },
  { path: '/proposals/:id', page: ProposalDetailPage },
  { path: '/proposal-generator', page: ProposalGeneratorPage },
  { path: '/follow-ups', page: FollowUpsPage },
  { path: '/settings', page: SettingsPage },
  { path: '/payment-methods', page: PaymentMethodsPage },
  { path: '/payment-success', page: PaymentSuccessPage },
  { path: '/test-checkout/:id', page: TestCheckoutPage },
  // A reset link opened in a browser that is signed in still works (it ends every session of that account).
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/admin', page: AccessDenied },
];

const ADMIN_ROUTES: AppRoute[] = [
  { path: '/', page: AdminPanelPage },
  { path: '/admin', page: AdminPanelPage },
  { path: '/settings', page: SettingsPage },
  { path: '/reset-password', page: ResetPasswordPage },
];

function RouteSwitch({ routes, fallback }: { routes: AppRoute[]; fallback: ComponentType }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} component={route.page} />
      ))}
      <Route component={fallback} />
    </Switch>
  );
}

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

/** Picks the route table for the session: visitor, regular user or admin. Renders nothing while loading. */
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
  return (
    <Suspense fallback={null}>
      <AppShell>
        <RouteSwitch routes={user.isAdmin ? ADMIN_ROUTES : USER_ROUTES} fallback={NotFoundPage} />
      </AppShell>
    </Suspense>
  );
}

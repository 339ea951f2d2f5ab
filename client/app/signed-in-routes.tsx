import { Redirect, Route, Switch, useSearch } from 'wouter';
import { AccessDenied } from '#client/features/auth/require-auth.tsx';
import type { ClientPath } from '#shared/routes.ts';
import { lazyPage } from './lazy-page.tsx';
import { EVERYONE_PAGES, NotFoundPage, PAYMENT_PAGES, RouteSwitch, routeTable } from './route-switch.tsx';

// The signed-in route tables load only for a session, so a visitor's landing page carries none of them.
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
// A signed-in account opening an e-mailed signup link goes on to the payment's page, which adds it to the account.
const SignupPage = lazyPage(() => import('#client/features/signup/signup-page.tsx'), 'SignupPage');
const AppShell = lazyPage(() => import('#client/features/shell/app-shell.tsx'), 'AppShell');

/** Signed in, /signup has nothing left to do (the Back button after signup lands here): the dashboard. */
function GoToDashboard() {
  return <Redirect to="/" replace />;
}

/**
 * Signed in, /signup opened from the e-mailed link (`?token=`) goes on to the payment's page, which adds the payment
 * to this account (decision 030); without a link there is nothing left to do there: the dashboard.
 */
function SignedInSignup() {
  const hasLink = new URLSearchParams(useSearch()).has('token');
  return hasLink ? <SignupPage /> : <GoToDashboard />;
}

const USER_ROUTES = routeTable('user', {
  '/': DashboardPage,
  // A signed-in browser can still open the password pages (a reset link ends every session of that account).
  '/signup': SignedInSignup,
  ...EVERYONE_PAGES,
  ...PAYMENT_PAGES,
  '/surveys': SurveysPage,
  '/new-survey': SurveyWizardPage,
  '/edit-survey/:id': SurveyWizardPage,
  '/survey-report/:id': SurveyReportPage,
  '/proposals': ProposalsPage,
  '/proposals/:id': ProposalDetailPage,
  '/proposal-generator': ProposalGeneratorPage,
  '/follow-ups': FollowUpsPage,
  '/settings': SettingsPage,
  '/payment-methods': PaymentMethodsPage,
  '/admin': AccessDenied,
});

const ADMIN_ROUTES = routeTable('admin', {
  '/': AdminPanelPage,
  '/signup': GoToDashboard,
  ...EVERYONE_PAGES,
  '/settings': SettingsPage,
  '/admin': AdminPanelPage,
});

/** Pages drawn in the visitor's frame (their own logo header) whoever opens them: never inside the app shell. */
const OUTSIDE_SHELL = new Set<ClientPath>(['/signup', '/forgot-password', '/reset-password', '/p/:token']);

/** The route table of a regular user or an admin: the app shell around its pages, the visitor-frame pages without. */
export function SignedInRoutes({ isAdmin }: { isAdmin: boolean }) {
  const routes = isAdmin ? ADMIN_ROUTES : USER_ROUTES;
  return (
    <Switch>
      {routes
        .filter((route) => OUTSIDE_SHELL.has(route.path))
        .map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
      <Route>
        <AppShell>
          <RouteSwitch
            routes={routes.filter((route) => !OUTSIDE_SHELL.has(route.path))}
            fallback={NotFoundPage}
          />
        </AppShell>
      </Route>
    </Switch>
  );
}

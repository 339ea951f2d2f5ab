import { AccessDenied } from '#client/features/auth/require-auth.tsx';
import { lazyPage } from './lazy-page.tsx';
import {
  type AppRoute,
  NotFoundPage,
  PaymentSuccessPage,
  ResetPasswordPage,
  RouteSwitch,
  TestCheckoutPage,
} from './route-switch.tsx';

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
  { path: '/signup', page: SignupPage },
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

/** The app shell and the route table of a regular user or an admin. */
export function SignedInRoutes({ isAdmin }: { isAdmin: boolean }) {
  return (
    <AppShell>
      <RouteSwitch routes={isAdmin ? ADMIN_ROUTES : USER_ROUTES} fallback={NotFoundPage} />
    </AppShell>
  );
}

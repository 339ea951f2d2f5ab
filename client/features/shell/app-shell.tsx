import { type ReactNode, Suspense } from 'react';
import { ServedFrame } from '#client/app/served-frame.tsx';
import { PageSpinner } from '#client/components/page-spinner.tsx';
import { SubscriptionGate } from '#client/features/auth/subscription-gate.tsx';
import { OfflineStatus } from '#client/features/offline/offline-status.tsx';
import { NavBar } from './components/nav-bar.tsx';

/**
 * The signed-in layout: the top bar, what sits under it, then the page in the main column. The app shell draws it,
 * and so does the page frame the server sends before any code has run (client/app/signed-in-frame.tsx, decision 039).
 */
export function ShellLayout({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 print:bg-white">
      {bar}
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8 print:p-0">
        {children}
      </main>
    </div>
  );
}

/**
 * Signed-in layout: top navigation, then the page (or the "Subscription inactive" screen after a 402). While the
 * first page's code loads, the page frame the server drew stays in the main column; later pages show the spinner.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ShellLayout
      bar={
        <>
          <NavBar />
          <OfflineStatus />
        </>
      }
    >
      <SubscriptionGate>
        <Suspense fallback={<ServedFrame part="main" otherwise={<PageSpinner />} />}>{children}</Suspense>
      </SubscriptionGate>
    </ShellLayout>
  );
}

import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from '#client/components/page-spinner.tsx';
import { SubscriptionGate } from '#client/features/auth/subscription-gate.tsx';
import { OfflineStatus } from '#client/features/offline/offline-status.tsx';
import { NavBar } from './components/nav-bar.tsx';

/** Signed-in layout: top navigation, then the page (or the "Subscription inactive" screen after a 402). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 print:bg-white">
      <NavBar />
      <OfflineStatus />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8 print:p-0">
        <SubscriptionGate>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </SubscriptionGate>
      </main>
    </div>
  );
}

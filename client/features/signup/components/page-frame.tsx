import type { ReactNode } from 'react';
import { Logo } from '#client/components/logo.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';

/**
 * Visitors see these pages on their own (logo header, grey page); a signed-in account sees them inside the app's
 * shell, which already has the navigation, so only the centered content is drawn.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user) return <div className="flex justify-center py-4 sm:py-10">{children}</div>;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/70 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
            <Logo />
          </a>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '#client/components/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { cn } from '#client/lib/utils.ts';

type VisitorCardProps = {
  /** Icon shown in a tinted circle above the title. */
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Colour of the icon's circle: brand for a step to take, red for a dead end. */
  tone?: 'brand' | 'danger';
  testId?: string;
};

/**
 * A page of one centred card under the logo, as the sign-in dialog looks: never inside the app shell, also for a
 * browser that is signed in (a reset link opened there; docs/decisions/031-one-route-list-and-page-frames.md).
 */
export function VisitorCard({
  icon,
  title,
  description,
  children,
  tone = 'brand',
  testId,
}: VisitorCardProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <a href="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo />
        </a>
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0 sm:pb-24">
        <Card className="h-fit w-full max-w-md p-6 shadow-md sm:p-8" data-testid={testId}>
          <div className="flex flex-col items-center text-center">
            <div
              className={cn(
                'mb-4 flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
                tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
              )}
              aria-hidden="true"
            >
              {icon}
            </div>
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
            {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
          </div>
          <div className="mt-6">{children}</div>
        </Card>
      </main>
    </div>
  );
}

/** The "Back to sign in" link: the landing page with the sign-in dialog open. */
export const SIGN_IN_PATH = '/?signin=1';

/** "Back to sign in" for a visitor; a signed-in browser goes back to its home page instead. */
export function BackLink({ icon }: { icon?: ReactNode }) {
  const { user } = useAuth();
  let target = { href: SIGN_IN_PATH, label: 'Back to sign in' };
  if (user) target = { href: '/', label: user.isAdmin ? 'Back to the admin panel' : 'Back to dashboard' };
  return (
    <Button asChild variant="ghost" className="w-full">
      <Link href={target.href}>
        {icon}
        {target.label}
      </Link>
    </Button>
  );
}

/** A problem the server reported that belongs to no field, shown above the form's button. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
      data-testid="form-alert"
    >
      {children}
    </div>
  );
}

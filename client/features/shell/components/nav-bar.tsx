import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Logo } from '#client/components/logo.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import { cn } from '#client/lib/utils.ts';
import { getNavLinks } from '../nav-links.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { FollowUpsLink } from './follow-ups-link.tsx';
import { MobileNav } from './mobile-nav.tsx';

// Radix's menu, popper (floating-ui) and dialog layers load where they are used, not with every signed-in page's
// first paint (docs/decisions/039-fast-signed-in-pages.md): the desktop user menu on a desktop only, the help dialog
// when first opened.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
const HelpDialog = lazy(async () => ({ default: (await import('./help-dialog.tsx')).HelpDialog }));

/** The space the user menu's button takes while its code loads (its avatar), so the bar does not jump. */
export function UserMenuPlaceholder({ className }: { className?: string }) {
  return <div className={cn('size-10', className)} aria-hidden="true" />;
}

/**
 * The bar itself: the logo linking home, then `children` (the links and the buttons), then `after` (outside the row).
 * `logoNameClassName` hides the product name where the links need its room.
 */
export function TopBar({
  logoNameClassName,
  children,
  after,
}: {
  logoNameClassName?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <header className="no-print sticky top-0 z-40 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo nameClassName={logoNameClassName} />
        </Link>
        {children}
      </div>
      {after}
    </header>
  );
}

/** The desktop bar's logo: the mark alone below 1280 px. */
const DESKTOP_LOGO_NAME = 'max-xl:sr-only';

/** Signed-in top bar: desktop links + user menu, or a hamburger drawer on mobile. Hidden when printing. */
export function NavBar() {
  const { user } = useAuth();
  const isMobile = useIsMobile();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [hasOpenedHelp, setHasOpenedHelp] = useState(false);
  const openHelp = () => {
    setHasOpenedHelp(true);
    setIsHelpOpen(true);
  };
  const isAdmin = user?.isAdmin ?? false;
  const links = getNavLinks(isAdmin);

  return (
    // The name from 1280 px: below that the mark alone leaves room for every link and the user's label.
    <TopBar
      logoNameClassName={isMobile ? undefined : DESKTOP_LOGO_NAME}
      after={
        !isAdmin &&
        hasOpenedHelp && (
          <Suspense fallback={null}>
            <HelpDialog open={isHelpOpen} onOpenChange={setIsHelpOpen} />
          </Suspense>
        )
      }
    >
      {!isMobile && <DesktopNav links={links} />}
      <div className="ml-auto flex items-center gap-1">
        {!isAdmin && <FollowUpsLink />}
        {isMobile ? (
          <MobileNav links={links} onHelp={openHelp} />
        ) : (
          <Suspense fallback={<UserMenuPlaceholder />}>
            <UserMenu onHelp={openHelp} />
          </Suspense>
        )}
      </div>
    </TopBar>
  );
}

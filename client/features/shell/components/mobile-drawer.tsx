import { Bell, CircleHelp, LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '#client/components/ui/sheet.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { getUserLabel } from '#client/features/auth/user-label.ts';
import { confirmSignOut } from '#client/features/offline/sign-out-guard.ts';
import { cn } from '#client/lib/utils.ts';
import { isNavLinkActive, type NavLink } from '../nav-links.ts';
import { UserAvatar } from './user-avatar.tsx';

const rowClasses =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-[15px] font-medium text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ring';

/** The right-hand drawer of the hamburger button: the nav links plus Profile, Help (non-admins) and Logout. */
export function MobileDrawer({
  links,
  onHelp,
  isOpen,
  setIsOpen,
}: {
  links: NavLink[];
  onHelp: () => void;
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
}) {
  const [location] = useLocation();
  const { user, logoutMutation } = useAuth();
  const isAdmin = user?.isAdmin ?? false;
  const isLoggingOut = logoutMutation.isPending;
  const rows: NavLink[] = isAdmin
    ? links
    : [...links, { href: '/follow-ups', label: 'Follow-ups', icon: Bell }];

  function handleHelp() {
    setIsOpen(false);
    onHelp();
  }

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetContent side="right" className="gap-2 p-4" data-testid="mobile-drawer">
        <SheetHeader className="flex-row items-center gap-3 border-b pb-4">
          <UserAvatar user={user} className="size-10 text-sm" />
          <div className="min-w-0">
            <SheetTitle className="truncate">{getUserLabel(user)}</SheetTitle>
            <SheetDescription className="truncate text-xs">
              {user?.email && user.email !== getUserLabel(user) ? user.email : 'Signed in'}
            </SheetDescription>
          </div>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-1 py-2">
          {rows.map((link) => {
            const isActive = isNavLinkActive(link, location);
            return (
              <Link
                key={link.href}
                href={link.href}
                onClick={() => setIsOpen(false)}
                aria-current={isActive ? 'page' : undefined}
                className={cn(rowClasses, isActive && 'bg-brand-50 text-brand-700 hover:bg-brand-50')}
              >
                <link.icon className="size-5" aria-hidden="true" />
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="mt-auto grid gap-1 border-t pt-3">
          <Link href="/settings" onClick={() => setIsOpen(false)} className={rowClasses}>
            <UserRound className="size-5" aria-hidden="true" />
            Profile
          </Link>
          {!isAdmin && (
            <button type="button" onClick={handleHelp} className={rowClasses}>
              <CircleHelp className="size-5" aria-hidden="true" />
              Help
            </button>
          )}
          <button
            type="button"
            disabled={isLoggingOut}
            onClick={() => void confirmSignOut().then((isGoing) => isGoing && logoutMutation.mutate())}
            className={cn(rowClasses, 'text-red-600 hover:bg-red-50 disabled:opacity-70')}
          >
            {isLoggingOut ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="size-5" aria-hidden="true" />
            )}
            {isLoggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

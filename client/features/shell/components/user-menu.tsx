import { ChevronDown, CircleHelp, LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { getUserLabel } from '#client/features/auth/user-label.ts';
import { confirmSignOut } from '#client/features/offline/sign-out-guard.ts';
import { UserAvatar } from './user-avatar.tsx';

/** Desktop user menu: Profile (Settings), Help (non-admins) and Logout. */
export function UserMenu({ onHelp }: { onHelp: () => void }) {
  const { user, logoutMutation } = useAuth();
  const label = getUserLabel(user);
  const isLoggingOut = logoutMutation.isPending;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" title={label} data-testid="user-menu-trigger">
          <UserAvatar user={user} />
          {/* One line, cut with an ellipsis (the title shows it whole): a long e-mail never wraps the header. */}
          <span className="sr-only lg:hidden">{label}</span>
          <span
            className="hidden max-w-40 truncate text-sm font-medium text-slate-800 lg:block xl:max-w-56"
            data-testid="user-menu-label"
          >
            {label}
          </span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="truncate text-sm font-semibold text-slate-900" title={label}>
            {label}
          </div>
          {user?.email && label !== user.email && (
            <div className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </div>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {!user?.isAdmin && (
          <DropdownMenuItem onSelect={onHelp}>
            <CircleHelp aria-hidden="true" />
            Help
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          disabled={isLoggingOut}
          onSelect={(event) => {
            // Keep the menu open so "Logging out..." is visible until the browser leaves.
            event.preventDefault();
            void confirmSignOut().then((isGoing) => isGoing && logoutMutation.mutate());
          }}
        >
          {isLoggingOut ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

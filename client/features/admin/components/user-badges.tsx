import { ShieldCheck } from 'lucide-react';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import type { AdminUser } from '#shared/schemas/admin.ts';

/** The list's subscription colours: active green, canceled red, everything else yellow. */
export function subscriptionBadgeVariant(status: string): BadgeVariant {
  if (status === 'active') return 'success';
  if (status === 'canceled') return 'danger';
  return 'warning';
}

/**
 * A user's subscription as a coloured pill with the server's label ("Active - Cancels Jan 5, 2027"...). Admins
 * have no subscription: a quiet dash (the Admin pill says what they are), never a yellow "Inactive".
 */
export function SubscriptionBadge({
  user,
}: {
  user: Pick<AdminUser, 'isAdmin' | 'subscriptionStatus' | 'subscriptionLabel'>;
}) {
  if (user.isAdmin) {
    return (
      <span className="text-slate-400" title="Administrators have no subscription">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No subscription (administrator)</span>
      </span>
    );
  }
  return (
    <Badge variant={subscriptionBadgeVariant(user.subscriptionStatus)} data-testid="subscription-status">
      {user.subscriptionLabel}
    </Badge>
  );
}

/** Role and state pills beside a name: Admin (Protected for the ADMIN_EMAIL account) and Deactivated. */
export function AccountBadges({ user }: { user: AdminUser }) {
  return (
    <>
      {user.isAdmin && (
        <Badge variant="info" title={user.isProtected ? 'The protected admin account' : undefined}>
          <ShieldCheck aria-hidden="true" />
          {user.isProtected ? 'Protected admin' : 'Admin'}
        </Badge>
      )}
      {!user.isActive && <Badge variant="neutral">Deactivated</Badge>}
    </>
  );
}

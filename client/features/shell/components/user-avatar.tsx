import { getUserInitials } from '#client/features/auth/user-label.ts';
import { cn } from '#client/lib/utils.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

/** Initials in a brand-coloured circle (the profile image when there is one). */
export function UserAvatar({ user, className }: { user: PublicUser | null; className?: string }) {
  if (user?.profileImageUrl) {
    return (
      <img src={user.profileImageUrl} alt="" className={cn('size-8 rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800',
        className,
      )}
    >
      {getUserInitials(user)}
    </span>
  );
}

import type { PublicUser } from '#shared/schemas/auth.ts';

type NamedUser = Pick<PublicUser, 'firstName' | 'lastName' | 'email'>;

/** How the user menu names someone: first and last name, else the e-mail, else "User". */
export function getUserLabel(user: NamedUser | null | undefined): string {
  if (!user) return 'User';
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (name) return name;
  return user.email?.trim() || 'User';
}

/** One or two letters for the avatar circle. */
export function getUserInitials(user: NamedUser | null | undefined): string {
  const label = getUserLabel(user);
  if (label === 'User') return 'U';
  const words = label.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

import type { ComponentType } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';
import { SupportSection } from './support-section.tsx';
import { UserManagementSection } from './user-management-section.tsx';
import { WaterRangesSection } from './water-ranges-section.tsx';

type SettingsSection = {
  id: string;
  Section: ComponentType;
  /** Who sees the section; administrators have no subscription of their own. */
  isShownTo: (user: PublicUser) => boolean;
};

// The page is this list, in order: each section is its own component.
const SECTIONS: SettingsSection[] = [
  { id: 'profile', Section: ProfileSection, isShownTo: () => true },
  { id: 'subscription', Section: SubscriptionSection, isShownTo: (user) => !user.isAdmin },
  { id: 'water-ranges', Section: WaterRangesSection, isShownTo: (user) => !user.isAdmin },
  { id: 'sessions', Section: SessionsSection, isShownTo: () => true },
  { id: 'support', Section: SupportSection, isShownTo: () => true },
  { id: 'users', Section: UserManagementSection, isShownTo: (user) => user.isAdmin },
];

/** /settings for users and administrators: the sections that apply to the signed-in account. */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Settings"
        description="Your profile, subscription, water control ranges, sessions and support."
      />
      <div className="grid gap-6">
        {SECTIONS.filter((section) => section.isShownTo(user)).map(({ id, Section }) => (
          <Section key={id} />
        ))}
      </div>
    </div>
  );
}

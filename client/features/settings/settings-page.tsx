import type { ComponentType } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { SubscriptionSection } from './subscription-section.tsx';
import { SupportSection } from './support-section.tsx';

type SettingsSection = {
  id: string;
  Section: ComponentType;
  /** Who sees the section; administrators have no subscription of their own. */
  isShownTo: (user: PublicUser) => boolean;
};

// The page is this list, in order: each section is its own component (Profile, Active sessions and the admin user
// table slot in here as they are built).
const SECTIONS: SettingsSection[] = [
  { id: 'subscription', Section: SubscriptionSection, isShownTo: (user) => !user.isAdmin },
  { id: 'support', Section: SupportSection, isShownTo: () => true },
];

/** /settings for users and administrators: the sections that apply to the signed-in account. */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Settings" description="Your account, subscription and support." />
      <div className="grid gap-6">
        {SECTIONS.filter((section) => section.isShownTo(user)).map(({ id, Section }) => (
          <Section key={id} />
        ))}
      </div>
    </div>
  );
}

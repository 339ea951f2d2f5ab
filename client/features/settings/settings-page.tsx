import type { ComponentType } from 'react';
import { lazyPart } from '#client/app/lazy-page.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { ProfileSection } from './profile-section.tsx';

// The profile draws with the page; the other sections come in one chunk after the first paint (decision 039), each
// holding its place with a card of the same frame until then.
const loadLaterSections = () => import('./later-sections.tsx');
const sectionPlaceholder = (
  <Card className="grid gap-3 p-6" aria-busy="true">
    <Skeleton className="h-5 w-48" />
    <Skeleton className="h-4 w-72 max-w-full" />
    <Skeleton className="h-24 w-full" />
  </Card>
);
const CompanySection = lazyPart(loadLaterSections, 'CompanySection', sectionPlaceholder);
const SubscriptionSection = lazyPart(loadLaterSections, 'SubscriptionSection', sectionPlaceholder);
const WaterRangesSection = lazyPart(loadLaterSections, 'WaterRangesSection', sectionPlaceholder);
const PriceBookSection = lazyPart(loadLaterSections, 'PriceBookSection', sectionPlaceholder);
const SessionsSection = lazyPart(loadLaterSections, 'SessionsSection', sectionPlaceholder);
const SupportSection = lazyPart(loadLaterSections, 'SupportSection', sectionPlaceholder);
const UserManagementSection = lazyPart(loadLaterSections, 'UserManagementSection', sectionPlaceholder);

type SettingsSection = {
  id: string;
  Section: ComponentType;
  /** How the page's subtitle names the section. */
  topic: string;
  /** Who sees the section; administrators have no subscription of their own. */
  isShownTo: (user: PublicUser) => boolean;
};

// The page is this list, in order: each section is its own component.
const SECTIONS: SettingsSection[] = [
  { id: 'profile', Section: ProfileSection, topic: 'profile', isShownTo: () => true },
  { id: 'company', Section: CompanySection, topic: 'company', isShownTo: (user) => !user.isAdmin },
  {
    id: 'subscription',
    Section: SubscriptionSection,
    topic: 'subscription',
    isShownTo: (user) => !user.isAdmin,
  },
  {
    id: 'water-ranges',
    Section: WaterRangesSection,
    topic: 'water control ranges',
    isShownTo: (user) => !user.isAdmin,
  },
  { id: 'price-book', Section: PriceBookSection, topic: 'price book', isShownTo: (user) => !user.isAdmin },
  { id: 'sessions', Section: SessionsSection, topic: 'sessions', isShownTo: () => true },
  { id: 'support', Section: SupportSection, topic: 'support', isShownTo: () => true },
  { id: 'users', Section: UserManagementSection, topic: 'user accounts', isShownTo: (user) => user.isAdmin },
];

/** "Your profile, sessions, support and user accounts.": the subtitle names exactly the sections shown. */
function describeSections(sections: SettingsSection[]): string {
  const topics = sections.map((section) => section.topic);
  const last = topics.pop();
  return `Your ${topics.length > 0 ? `${topics.join(', ')} and ${last}` : last}.`;
}

/** /settings for users and administrators: the sections that apply to the signed-in account. */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const sections = SECTIONS.filter((section) => section.isShownTo(user));
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Settings" description={describeSections(sections)} />
      {/* One column that may shrink below its content: a wide table scrolls inside its card, not the page. */}
      <div className="grid grid-cols-1 gap-6">
        {sections.map(({ id, Section }) => (
          <Section key={id} />
        ))}
      </div>
    </div>
  );
}

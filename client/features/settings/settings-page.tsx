import type { ComponentType } from 'react';
import { lazyPart } from '#client/app/lazy-page.tsx';
import {
  PAGE_COLUMN,
  PAGE_HEADERS,
  type SettingsSectionId,
  settingsDescription,
  settingsSectionsFor,
} from '#client/app/page-headers.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { ProfileSection } from './profile-section.tsx';

// The profile draws with the page; the other sections come in one chunk after the first paint (decision 039), each
// holding its place with a card of the same frame until then (the page frame the server sends draws them too).
const loadLaterSections = () => import('./later-sections.tsx');
export const sectionPlaceholder = (
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

// The page is the list of sections in shared order (client/app/page-headers.ts: who sees each, and the subtitle that
// names them); each section is its own component.
const SECTIONS: Record<SettingsSectionId, ComponentType> = {
  profile: ProfileSection,
  company: CompanySection,
  subscription: SubscriptionSection,
  'water-ranges': WaterRangesSection,
  'price-book': PriceBookSection,
  sessions: SessionsSection,
  support: SupportSection,
  users: UserManagementSection,
};

/** /settings for users and administrators: the sections that apply to the signed-in account. */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={PAGE_COLUMN.settings}>
      <PageHeader title={PAGE_HEADERS['/settings'].title} description={settingsDescription(user.isAdmin)} />
      {/* One column that may shrink below its content: a wide table scrolls inside its card, not the page. */}
      <div className="grid grid-cols-1 gap-6">
        {settingsSectionsFor(user.isAdmin).map(({ id }) => {
          const Section = SECTIONS[id];
          return <Section key={id} />;
        })}
      </div>
    </div>
  );
}

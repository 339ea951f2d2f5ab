import type { ReactNode } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { DetailSkeleton } from '#client/features/proposals/components/detail/detail-skeleton.tsx';
import { GeneratorSkeleton } from '#client/features/proposals/components/generator/generator-skeleton.tsx';
import { ReportMessage } from '#client/features/report/components/report-message.tsx';
import { sectionPlaceholder } from '#client/features/settings/settings-page.tsx';
import { ShellLayout } from '#client/features/shell/app-shell.tsx';
import { DesktopNav } from '#client/features/shell/components/desktop-nav.tsx';
import { FollowUpsLink } from '#client/features/shell/components/follow-ups-link.tsx';
import { MobileNav } from '#client/features/shell/components/mobile-nav.tsx';
import { TopBar, UserMenuPlaceholder } from '#client/features/shell/components/nav-bar.tsx';
import { USER_NAV_LINKS } from '#client/features/shell/nav-links.ts';
import { WizardSkeleton } from '#client/features/surveys/components/survey-wizard-page.tsx';
import { PAGE_FRAME_ATTRIBUTE } from '#shared/page-modules.ts';
import type { ClientPath } from '#shared/routes.ts';
import {
  PAGE_COLUMN,
  PAGE_HEADERS,
  settingsDescription,
  settingsSectionsFor,
  welcomeText,
} from './page-headers.ts';

// The frame of a regular user's signed-in page as the browser paints it before any script has run
// (docs/decisions/039-fast-signed-in-pages.md): the app shell's bar and the page's header with its loading
// placeholders, drawn by the same components as the page. The build renders one per page (client/prerender.tsx),
// the server puts it in #root of that page's HTML (server/page-shell.ts), and React draws the same markup as its
// Suspense fallback until the page's code has loaded (client/app/served-frame.tsx). Only build-time code imports
// this module: no page carries it.
//
// No user data: the build knows no user. The dashboard's greeting is rendered around FIRST_NAME_SLOT, which the
// server replaces with the user's first name (escaped), or without a name for a user who has none. The bar is the
// phone's and the desktop's at once, one of them hidden by the width the app's useIsMobile draws a phone below
// (768 px), so it is right before the script has measured anything; hidden parts are not in the accessibility tree.

/** Where the server writes the signed-in user's first name (HTML-escaped) in the dashboard's frame. */
export const FIRST_NAME_SLOT = '\u2063first-name\u2063';

/** A page's button in its header (New Survey, New Proposal), drawn by the page with its code. */
const ACTION_PLACEHOLDER = <Skeleton className="h-10 w-full sm:w-36" />;

/** A list page's cards while its data loads: blocks of a card's height until the page draws its own. */
function CardGridPlaceholder() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

/** The bar of a regular user, for a phone and for a desktop (one of the two hidden by the window's width). */
function FrameBar() {
  return (
    <TopBar logoNameClassName="min-[769px]:max-xl:sr-only">
      <DesktopNav links={USER_NAV_LINKS} className="max-[769px]:hidden" />
      <div className="ml-auto flex items-center gap-1">
        <FollowUpsLink />
        <MobileNav links={USER_NAV_LINKS} onHelp={() => undefined} className="min-[769px]:hidden" />
        <UserMenuPlaceholder className="max-[769px]:hidden" />
      </div>
    </TopBar>
  );
}

/** What the main column of each framed page holds before its code has run. */
const FRAME_BODIES: Partial<Record<ClientPath, (firstName: string | undefined) => ReactNode>> = {
  '/': (firstName) => (
    <div className="flex flex-col gap-6 sm:gap-8">
      <PageHeader
        className="mb-0"
        title={PAGE_HEADERS['/'].title}
        description={welcomeText(firstName, false)}
      />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    </div>
  ),
  '/surveys': () => (
    <div>
      <PageHeader {...PAGE_HEADERS['/surveys']} actions={ACTION_PLACEHOLDER} />
      <CardGridPlaceholder />
    </div>
  ),
  '/new-survey': () => (
    <div className={PAGE_COLUMN.wizard}>
      <PageHeader {...PAGE_HEADERS['/new-survey']} />
      <WizardSkeleton />
    </div>
  ),
  '/edit-survey/:id': () => (
    <div className={PAGE_COLUMN.wizard}>
      <PageHeader {...PAGE_HEADERS['/edit-survey/:id']} />
      <WizardSkeleton />
    </div>
  ),
  '/survey-report/:id': () => <ReportMessage text="Loading survey report..." isLoading />,
  '/proposals': () => (
    <div>
      <PageHeader {...PAGE_HEADERS['/proposals']} actions={ACTION_PLACEHOLDER} />
      <CardGridPlaceholder />
    </div>
  ),
  '/proposals/:id': () => <DetailSkeleton />,
  '/proposal-generator': () => <GeneratorSkeleton />,
  '/follow-ups': () => (
    <div>
      <PageHeader {...PAGE_HEADERS['/follow-ups']} />
      <CardGridPlaceholder />
    </div>
  ),
  '/settings': () => (
    <div className={PAGE_COLUMN.settings}>
      <PageHeader title={PAGE_HEADERS['/settings'].title} description={settingsDescription(false)} />
      <div className="grid grid-cols-1 gap-6">
        {settingsSectionsFor(false).map((section) => (
          <div key={section.id} className="contents">
            {sectionPlaceholder}
          </div>
        ))}
      </div>
    </div>
  ),
};

/** The pages that have a frame (a regular user's pages inside the app shell). */
export const FRAMED_PATHS = Object.keys(FRAME_BODIES) as ClientPath[];

/** The frame of one page; `firstName` only for the dashboard's greeting (FIRST_NAME_SLOT at build). */
export function SignedInFrame({ path, firstName }: { path: ClientPath; firstName?: string }) {
  return (
    <div className="contents" {...{ [PAGE_FRAME_ATTRIBUTE]: '' }}>
      <ShellLayout bar={<FrameBar />}>{FRAME_BODIES[path]?.(firstName)}</ShellLayout>
    </div>
  );
}

import { SUBSCRIPTION_PRICE } from '#shared/constants.ts';
import type { ClientPath } from '#shared/routes.ts';

// The page headers (title and subtitle) of the signed-in pages, once: each page draws its header from here, and so
// does the frame the server sends before the page's code has run (client/app/signed-in-frame.tsx, decision
// 039), so the text the browser paints first is the text the page draws over it.

/** A page's header: its title, and its subtitle when that is known before any data. */
type PageHeaderText = { title: string; description?: string };

const WIZARD_DESCRIPTION = 'Complete all sections to generate a comprehensive facility report';

/** The headers that do not depend on the page's data (the dashboard's greeting names the user: `welcomeText`). */
export const PAGE_HEADERS = {
  '/': { title: 'Dashboard' },
  '/surveys': {
    title: 'My Surveys',
    description: 'Every facility survey you have documented, with its report and proposal.',
  },
  '/new-survey': { title: 'New Facility Survey', description: WIZARD_DESCRIPTION },
  '/edit-survey/:id': { title: 'Edit Survey', description: WIZARD_DESCRIPTION },
  '/proposals': {
    title: 'Proposals',
    description: 'Your chemical treatment proposals, their status and annual value.',
  },
  '/follow-ups': {
    title: 'Follow-ups',
    description: 'Follow-up dates and tasks from your facility surveys.',
  },
  '/settings': { title: 'Settings' },
  '/payment-methods': {
    title: 'Payment Methods',
    description: `Cards for your ${SUBSCRIPTION_PRICE}/month subscription. The default card pays each invoice.`,
  },
} as const satisfies Partial<Record<ClientPath, PageHeaderText>>;

/** The dashboard's subtitle: a greeting by first name, and what the page offers a new account. */
export function welcomeText(firstName: string | undefined, isNewUser: boolean): string {
  const greeting = isNewUser ? 'Welcome' : 'Welcome back';
  const name = firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
  return isNewUser
    ? `${name} Let's get your first facility survey started.`
    : `${name} Here's an overview of your surveys and proposals.`;
}

/** Settings' sections in their order, who sees each (administrators have no subscription of their own) and how the subtitle names it. */
const SETTINGS_SECTIONS = [
  { id: 'profile', topic: 'profile', audience: 'everyone' },
  { id: 'company', topic: 'company', audience: 'user' },
  { id: 'subscription', topic: 'subscription', audience: 'user' },
  { id: 'water-ranges', topic: 'water control ranges', audience: 'user' },
  { id: 'price-book', topic: 'price book', audience: 'user' },
  { id: 'sessions', topic: 'sessions', audience: 'everyone' },
  { id: 'support', topic: 'support', audience: 'everyone' },
  { id: 'users', topic: 'user accounts', audience: 'admin' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** The Settings sections an account sees, in order. */
export function settingsSectionsFor(isAdmin: boolean) {
  return SETTINGS_SECTIONS.filter(
    (section) => section.audience === 'everyone' || section.audience === (isAdmin ? 'admin' : 'user'),
  );
}

/** Settings' subtitle: the sections the account sees, named in order. */
export function settingsDescription(isAdmin: boolean): string {
  const topics: string[] = settingsSectionsFor(isAdmin).map((section) => section.topic);
  const last = topics.pop();
  return `Your ${topics.length > 0 ? `${topics.join(', ')} and ${last}` : last}.`;
}

/** The column of the pages narrower than the shell's (their header sits in it, in the page and in its frame). */
export const PAGE_COLUMN = {
  wizard: 'mx-auto w-full max-w-4xl',
  settings: 'mx-auto w-full max-w-3xl',
} as const;

import {
  ClipboardList,
  FilePlus,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
} from 'lucide-react';

export type NavLink = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths (exact, or prefixes ending in "/") on which this link is highlighted. */
  alsoActiveOn?: string[];
};

/** Regular users' navigation. */
export const USER_NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard },
  {
    href: '/surveys',
    label: 'My Surveys',
    icon: ClipboardList,
    alsoActiveOn: ['/edit-survey/', '/survey-report/'],
  },
  { href: '/new-survey', label: 'New Survey', icon: FilePlus },
  {
    href: '/proposals',
    label: 'Proposals',
    icon: FileText,
    alsoActiveOn: ['/proposals/', '/proposal-generator'],
  },
  { href: '/settings', label: 'Settings', icon: Settings, alsoActiveOn: ['/payment-methods'] },
];

/** Admins see only the admin panel, which is also their home page. */
export const ADMIN_NAV_LINKS: NavLink[] = [
  { href: '/admin', label: 'Admin Panel', icon: ShieldCheck, alsoActiveOn: ['/'] },
];

/** The links for this user. */
export function getNavLinks(isAdmin: boolean): NavLink[] {
  return isAdmin ? ADMIN_NAV_LINKS : USER_NAV_LINKS;
}

/** Whether a link is highlighted at this path. */
export function isNavLinkActive(link: NavLink, pathname: string): boolean {
  if (pathname === link.href) return true;
  return (link.alsoActiveOn ?? []).some((path) =>
    path !== '/' && path.endsWith('/') ? pathname.startsWith(path) : pathname === path,
  );
}

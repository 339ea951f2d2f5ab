import { Link, useLocation } from 'wouter';
import { cn } from '#client/lib/utils.ts';
import { isNavLinkActive, type NavLink } from '../nav-links.ts';

/** Horizontal nav links with the active one highlighted. */
export function DesktopNav({ links, className }: { links: NavLink[]; className?: string }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className={cn('flex min-w-0 items-center gap-1 overflow-x-auto [scrollbar-width:none]', className)}
    >
      {links.map((link) => {
        const isActive = isNavLinkActive(link, location);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={isActive ? 'page' : undefined}
            data-active={isActive}
            className={cn(
              'flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring',
              isActive && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            <link.icon className="hidden size-4 xl:block" aria-hidden="true" />
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}

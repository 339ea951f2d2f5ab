import { Logo } from '#client/components/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SectionLinks } from './section-links.tsx';

type LandingHeaderProps = { onSignIn: () => void; onGetStarted: () => void; isStartingCheckout?: boolean };

/** Sticky header: logo, section anchors (desktop), Sign In and Get Started. */
export function LandingHeader({ onSignIn, onGetStarted, isStartingCheckout = false }: LandingHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <a href="/" className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo nameClassName="max-[399px]:text-[15px] max-[369px]:text-sm max-[339px]:sr-only" />
        </a>
        <nav
          aria-label="Sections"
          className="ml-8 hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex"
        >
          <SectionLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5 sm:px-3"
            onClick={onSignIn}
            data-testid="header-sign-in"
          >
            Sign In
          </Button>
          <Button
            size="sm"
            className="px-2.5 text-[13px] sm:px-3 sm:text-sm"
            onClick={onGetStarted}
            disabled={isStartingCheckout}
            aria-busy={isStartingCheckout}
            data-testid="header-get-started"
          >
            Get Started
          </Button>
        </div>
      </div>
    </header>
  );
}

import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { NavLink } from '../nav-links.ts';

// The drawer (a Radix dialog) loads when the button is first touched, not with every signed-in page's first paint
// (docs/decisions/039-fast-signed-in-pages.md); a press starts the download before the click that opens it.
const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

/** Hamburger button and right-hand drawer: the nav links plus Profile, Help (non-admins) and Logout. */
export function MobileNav({
  links,
  onHelp,
  className,
}: {
  links: NavLink[];
  onHelp: () => void;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        className={className}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileDrawer links={links} onHelp={onHelp} isOpen={isOpen} setIsOpen={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

/** A button that goes to a page of the app: the router's link drawn as a `Button`, with an optional icon first. */
export function LinkButton({
  href,
  icon: Icon,
  children,
  ...buttonProps
}: Omit<ComponentProps<typeof Button>, 'asChild'> & { href: string; icon?: LucideIcon }) {
  return (
    <Button asChild {...buttonProps}>
      <Link href={href}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}

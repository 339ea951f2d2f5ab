import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/**
 * The head of a proposal page's card (detail and generator): its icon and title, the description under them,
 * then anything else the head carries (`children`).
 */
export function CardHeading({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2 text-base">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {title}
      </CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
      {children}
    </CardHeader>
  );
}

import { CircleAlert, House } from 'lucide-react';
import { LinkButton } from '#client/components/link-button.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <div
      className="flex min-h-[70dvh] w-full items-center justify-center px-4 py-10"
      data-testid="not-found-page"
    >
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <CircleAlert className="size-8 shrink-0 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <LinkButton href="/" icon={House} className="mt-6">
          Go home
        </LinkButton>
      </Card>
    </div>
  );
}

import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from '#client/components/logo.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

type ComingSoonPageProps = {
  title: string;
  description: string;
  /** Visitor pages have no app shell: render a full-screen centered card with the logo instead. */
  standalone?: boolean;
};

function ComingSoonCard({ description }: { description: string }) {
  return (
    <Card className="mx-auto w-full max-w-lg p-6 text-center sm:p-10">
      <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Hammer className="size-6" aria-hidden="true" />
      </div>
      <p className="text-lg font-semibold text-slate-900">Coming soon</p>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </Card>
  );
}

/** Placeholder for a page still being built: its title plus a "coming soon" note. */
export function ComingSoonPage({ title, description, standalone = false }: ComingSoonPageProps) {
  if (!standalone) {
    return (
      <div data-testid="coming-soon-page">
        <PageHeader title={title} />
        <ComingSoonCard description={description} />
      </div>
    );
  }
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-10"
      data-testid="coming-soon-page"
    >
      <Link href="/" aria-label="Home">
        <Logo />
      </Link>
      <div className="w-full">
        <h1 className="mb-4 text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <ComingSoonCard description={description} />
      </div>
      <Button variant="ghost" asChild>
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </div>
  );
}

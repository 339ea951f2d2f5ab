import { ArrowLeft, FileQuestion, LoaderCircle } from 'lucide-react';
import { LinkButton } from '#client/components/link-button.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** A centred message in place of the report: loading, no id, not found or a failed load. */
export function ReportMessage({ text, isLoading = false }: { text: string; isLoading?: boolean }) {
  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600" aria-busy="true">
        <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
        <p>{text}</p>
      </div>
    );
  }
  return (
    <Card className="mx-auto mt-6 max-w-md p-8 text-center">
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <FileQuestion className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-lg font-semibold text-slate-900">{text}</h1>
      <LinkButton href="/surveys" icon={ArrowLeft} variant="outline" className="mt-6">
        Back to Surveys
      </LinkButton>
    </Card>
  );
}

import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

type StepCardProps = {
  title: string;
  description: string;
  status?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
};

/** One wizard step: heading with the save status, the form, and the step's buttons at the bottom. */
export function StepCard({ title, description, status, children, footer }: StepCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b bg-slate-50/60 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        </div>
        {status && <div className="pt-1">{status}</div>}
      </div>
      <div className="px-5 py-5 sm:px-6 sm:py-6">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {footer}
      </div>
    </Card>
  );
}

/** A step's way back to the one before it. */
export function PreviousButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="outline" onClick={onBack} className="w-full sm:w-auto">
      <ArrowLeft aria-hidden="true" />
      Previous
    </Button>
  );
}

/** The step form's submit: "Save & Continue", a spinner and "Saving…" while it saves. */
export function SaveAndContinueButton({ isSaving }: { isSaving: boolean }) {
  return (
    <SubmitButton isPending={isSaving} pendingLabel="Saving…" className="w-full sm:w-auto">
      Save & Continue
      <ArrowRight aria-hidden="true" />
    </SubmitButton>
  );
}

import { ClipboardPlus, Plus } from 'lucide-react';
import { LinkButton } from '#client/components/link-button.tsx';

/** The call to action a user with no surveys sees first. */
export function FirstSurveyCta() {
  return (
    <section
      aria-labelledby="first-survey-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:p-8"
    >
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
            <ClipboardPlus className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="first-survey-title" className="text-lg font-semibold sm:text-xl">
              Start your first facility survey
            </h2>
            <p className="mt-1 max-w-xl text-sm text-brand-100 sm:text-base">
              Record the facility, its systems and water quality in four short steps. You'll get a printable
              report and can build a proposal from it.
            </p>
          </div>
        </div>
        <LinkButton
          href="/new-survey"
          icon={Plus}
          size="lg"
          variant="secondary"
          className="bg-white text-brand-800 hover:bg-brand-50"
        >
          New Survey
        </LinkButton>
      </div>
    </section>
  );
}

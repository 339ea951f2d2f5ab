import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

/** Shown when the survey is not final yet: figures work, but only a final survey can be saved as a proposal. */
export function NotFinalNotice({ surveyId }: { surveyId: number }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        This survey isn't final yet, so the proposal can't be saved. You can try figures here;{' '}
        <Link href={`/edit-survey/${surveyId}`} className="font-medium underline underline-offset-2">
          finish the survey
        </Link>{' '}
        to save it.
      </p>
    </div>
  );
}

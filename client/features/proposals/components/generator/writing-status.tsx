import { Check, CircleAlert, LoaderCircle, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import type { GenerateProposalResult } from '#shared/schemas/proposal-writing.ts';

const SAVE_STATES: Partial<Record<SaveStatus, { text: string; className: string }>> = {
  pending: { text: 'Unsaved changes', className: 'text-slate-500' },
  saving: { text: 'Saving…', className: 'text-slate-500' },
  saved: { text: 'Saved', className: 'text-emerald-700' },
  error: { text: 'Not saved', className: 'text-red-700' },
  incomplete: { text: 'Not saved', className: 'text-red-700' },
};

/** The proposal text's quiet save state, with a way to retry after a failure. */
export function ContentSaveStatus({ status, onSaveNow }: { status: SaveStatus; onSaveNow: () => void }) {
  const state = SAVE_STATES[status];
  if (!state) return null;
  const isFailed = status === 'error' || status === 'incomplete';
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={`inline-flex items-center gap-1 text-sm ${state.className}`}
        data-testid="content-save-state"
        data-state={status}
        aria-live="polite"
      >
        {status === 'saving' && <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />}
        {status === 'saved' && <Check className="size-3.5" aria-hidden="true" />}
        {isFailed && <CircleAlert className="size-3.5" aria-hidden="true" />}
        {state.text}
      </span>
      {isFailed && (
        <Button variant="outline" size="sm" onClick={onSaveNow}>
          Save now
        </Button>
      )}
    </span>
  );
}

/** What the figure check did to the last written text, and which writer wrote it. */
export function FigureCheckSummary({ result }: { result: GenerateProposalResult }) {
  const { checked, corrected, flagged } = result.figureCheck;
  const writer = result.writer === 'openai' ? 'the AI model' : 'the built-in writer';
  const isClean = corrected === 0 && flagged.length === 0;
  return (
    <div
      className={`grid gap-1 rounded-md border p-3 text-sm ${isClean ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
      data-testid="figure-check"
    >
      <p className="inline-flex items-center gap-2 font-medium">
        {isClean ? (
          <ShieldCheck className="size-4" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-4" aria-hidden="true" />
        )}
        {isClean
          ? `All ${checked} figures match the calculation engine.`
          : `${checked} figures checked against the calculation engine.`}
      </p>
      {corrected > 0 && (
        <p>
          {corrected} {corrected === 1 ? 'figure was' : 'figures were'} corrected to the engine’s.
        </p>
      )}
      {flagged.length > 0 && (
        <p>
          Could not be verified, marked “⚠ unverified figure” in the text: {flagged.join(', ')}. Correct or
          remove them before sending.
        </p>
      )}
      <p className="text-xs opacity-80">Written by {writer}.</p>
    </div>
  );
}

/** The sections whose figures the server brought to the program (or whose typed figure it checked) since. */
export function ChangedSectionsNotice({ sections }: { sections: string[] }) {
  const names = sections.map((section) => section || 'Opening');
  return (
    <div
      className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
      data-testid="changed-sections"
      role="status"
    >
      <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        The text now shows the program’s current figures. Changed{' '}
        {names.length === 1 ? 'section' : 'sections'}: {names.join(', ')}. Your own wording is kept.
      </p>
    </div>
  );
}

import { ChevronRight, FileText, Plus, ScanLine, TriangleAlert, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useSaveRfpReview } from '#client/api/rfp.ts';
import { OptionSelect } from '#client/components/option-select.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { describeOtherRfpFacility, findOtherRfpFacility } from '#shared/proposals/rfp-facility.ts';
import {
  ADDED_REQUIREMENT_LOCATION,
  answeredRequirements,
  BASIC_TEMPLATE_REQUIREMENTS,
  figuresOfRequirement,
  MAX_ADDED_REQUIREMENT_CHARS,
  RFP_CATEGORIES,
  RFP_CATEGORY_LABELS,
  type RfpAnalysis,
  type RfpCategory,
  type RfpFailureReason,
  type RfpNumericRequirement,
  type RfpRequirement,
  type RfpSpecificDetails,
} from '#shared/schemas/rfp.ts';

const SOURCE_LABELS: Record<RfpAnalysis['source'], string> = { pdf: 'PDF', docx: 'Word', text: 'Text' };

const FAILURE_TEXT: Record<RfpFailureReason, string> = {
  'no-text-layer':
    'This PDF has no text layer: its pages are images (a scan), so its requirements cannot be read. Ask the customer for the original PDF or a Word copy.',
  'no-text': 'This document has no text to analyse.',
  unreadable: 'This file could not be read: it may be damaged or not really a PDF or Word document.',
  'too-complex': 'This file was too large or too complex to read in time.',
};

const DETAIL_LABELS: [keyof RfpSpecificDetails, string][] = [
  ['issuingOrganization', 'Issued by'],
  ['facility', 'Facility'],
  ['systemsMentioned', 'Systems'],
  ['dueDate', 'Proposals due'],
  ['contractTerm', 'Contract term'],
  ['contact', 'Contact'],
];

/** "conductivity" → "Conductivity"; "pH" stays "pH". */
function capitalize(text: string): string {
  return /^[a-z]{2}/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Numeric targets shown before "Show all". */
const FIRST_TARGETS = 10;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The standard template that stands in for an RFP that could not be read (spec section 8). */
function TemplateNotice({ reason }: { reason: RfpFailureReason | null }) {
  const Icon = reason === 'no-text-layer' ? ScanLine : TriangleAlert;
  return (
    <div
      className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="rfp-template-notice"
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {reason ? FAILURE_TEXT[reason] : 'This RFP could not be analysed.'}
      </p>
      <p>The proposal uses the standard template instead: {BASIC_TEMPLATE_REQUIREMENTS.join(' and ')}.</p>
    </div>
  );
}

function Details({ details }: { details: RfpSpecificDetails }) {
  const rows = DETAIL_LABELS.flatMap(([key, label]) => {
    const value = details[key];
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text ? [{ label, text }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="rfp-details-heading">
      <h4 id="rfp-details-heading" className="text-sm font-semibold">
        RFP details
      </h4>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="rfp-details">
        {rows.map(({ label, text }) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NumericTargets({ figures }: { figures: RfpNumericRequirement[] }) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (figures.length === 0) return null;
  const shown = isShowingAll ? figures : figures.slice(0, FIRST_TARGETS);
  return (
    <section className="grid gap-2" aria-labelledby="rfp-numbers-heading">
      <h4 id="rfp-numbers-heading" className="text-sm font-semibold">
        Numeric targets ({figures.length})
      </h4>
      <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="rfp-numeric-targets">
        {shown.map((figure, i) => (
          <li
            key={i}
            className="flex min-w-0 items-baseline justify-between gap-3 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
          >
            <span className="truncate text-muted-foreground">
              {capitalize(figure.parameter ?? figure.unit)}
            </span>
            <span className="shrink-0 font-medium tabular-nums">{figure.text}</span>
          </li>
        ))}
      </ul>
      {figures.length > FIRST_TARGETS && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => setIsShowingAll(!isShowingAll)}
        >
          {isShowingAll ? 'Show fewer' : `Show all ${figures.length} targets`}
        </Button>
      )}
    </section>
  );
}

/** A figure as the rep reads it: "Conductivity 1000–1400 µS/cm", "Service visits 12 a year". */
function describeFigure(figure: RfpNumericRequirement): string {
  const name = capitalize(figure.parameter ?? figure.unit);
  if (figure.unit === 'per year') {
    const low = figure.min ?? figure.max;
    const range =
      figure.min !== null && figure.max !== null && figure.min !== figure.max
        ? `${figure.min}–${figure.max}`
        : `${low}`;
    const bound = figure.comparator === 'min' ? 'at least ' : figure.comparator === 'max' ? 'at most ' : '';
    return `${name}: ${bound}${range} a year`;
  }
  // "pH: pH = 8-11" says pH once.
  return figure.text.toLowerCase().startsWith(name.toLowerCase()) ? figure.text : `${name}: ${figure.text}`;
}

function FigureChips({ figures }: { figures: RfpNumericRequirement[] }) {
  if (figures.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Numbers in this requirement">
      {figures.map((figure, i) => (
        <li
          key={i}
          className="rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs text-sky-900"
          data-testid="rfp-requirement-figure"
        >
          {describeFigure(figure)}
        </li>
      ))}
    </ul>
  );
}

interface ReviewActions {
  isSaving: boolean;
  dismiss(id: string): void;
  restore(id: string): void;
  remove(id: string): void;
}

function RequirementItem({
  requirement,
  figures,
  actions,
}: {
  requirement: RfpRequirement;
  figures: RfpNumericRequirement[];
  actions: ReviewActions | null;
}) {
  const isAdded = requirement.location === ADDED_REQUIREMENT_LOCATION;
  return (
    <li className="grid gap-1" data-testid="rfp-requirement">
      <div className="flex items-start gap-2">
        <span className="flex-1">{requirement.text}</span>
        {actions && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 shrink-0 px-2 text-muted-foreground"
            disabled={actions.isSaving}
            aria-label={`${isAdded ? 'Remove' : 'Dismiss'} ${requirement.id}`}
            onClick={() => (isAdded ? actions.remove(requirement.id) : actions.dismiss(requirement.id))}
          >
            <X className="size-3.5" aria-hidden="true" />
            {isAdded ? 'Remove' : 'Dismiss'}
          </Button>
        )}
      </div>
      <FigureChips figures={figures} />
      <span className="text-xs text-muted-foreground">
        {requirement.id} · {requirement.location}
      </span>
    </li>
  );
}

function RequirementGroups({
  analysis,
  requirements,
  actions,
}: {
  analysis: RfpAnalysis;
  requirements: RfpRequirement[];
  actions: ReviewActions | null;
}) {
  const groups = RFP_CATEGORIES.map((category) => ({
    category,
    items: requirements.filter((r) => r.category === category),
  })).filter((group) => group.items.length > 0);
  return (
    <section className="grid gap-2" aria-labelledby="rfp-requirements-heading">
      <h4 id="rfp-requirements-heading" className="text-sm font-semibold">
        Requirements by category
      </h4>
      <div className="divide-y rounded-lg border" data-testid="rfp-requirement-groups">
        {groups.map(({ category, items }) => (
          <details
            key={category}
            className="group"
            data-testid={`rfp-category-${category.replaceAll(/[ ,]+/g, '-')}`}
          >
            <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 text-sm font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                className="size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="flex-1">{RFP_CATEGORY_LABELS[category]}</span>
              <Badge variant="neutral">{items.length}</Badge>
            </summary>
            <ol className="grid gap-3 px-3 pb-3 pl-9 text-sm">
              {items.map((requirement) => (
                <RequirementItem
                  key={requirement.id}
                  requirement={requirement}
                  figures={figuresOfRequirement(analysis, requirement.id)}
                  actions={actions}
                />
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}

function DismissedList({
  requirements,
  actions,
}: {
  requirements: RfpRequirement[];
  actions: ReviewActions;
}) {
  if (requirements.length === 0) return null;
  return (
    <details className="rounded-lg border border-dashed" data-testid="rfp-dismissed">
      <summary className="cursor-pointer px-3 py-2 text-sm text-muted-foreground">
        Dismissed ({requirements.length}): not answered in the proposal
      </summary>
      <ul className="grid gap-2 px-3 pb-3 text-sm">
        {requirements.map((requirement) => (
          <li key={requirement.id} className="flex items-start gap-2">
            <span className="flex-1 text-muted-foreground line-through">{requirement.text}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-7 shrink-0"
              disabled={actions.isSaving}
              aria-label={`Restore ${requirement.id}`}
              onClick={() => actions.restore(requirement.id)}
            >
              <Undo2 className="size-3.5" aria-hidden="true" />
              Restore
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AddRequirement({
  isSaving,
  onAdd,
}: {
  isSaving: boolean;
  onAdd(text: string, category: RfpCategory): void;
}) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<RfpCategory>('service visits');
  const isBlank = text.trim() === '';
  return (
    <form
      className="grid gap-2 rounded-lg bg-slate-50 p-3"
      aria-label="Add a requirement the analysis missed"
      data-testid="rfp-add-requirement"
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank) return;
        onAdd(text.trim(), category);
        setText('');
      }}
    >
      <Label htmlFor="rfp-add-text" className="text-sm font-medium">
        Add a requirement the analysis missed
      </Label>
      <Textarea
        id="rfp-add-text"
        rows={2}
        value={text}
        maxLength={MAX_ADDED_REQUIREMENT_CHARS}
        placeholder="e.g. The contractor shall attend a quarterly review meeting."
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <OptionSelect
          value={category}
          onValueChange={(value) => setCategory(value as RfpCategory)}
          options={RFP_CATEGORIES.map((option) => ({ value: option, label: RFP_CATEGORY_LABELS[option] }))}
          triggerProps={{ 'aria-label': 'Category', className: 'sm:w-72' }}
        />
        <Button type="submit" variant="outline" disabled={isBlank || isSaving}>
          <Plus className="size-4" aria-hidden="true" />
          Add requirement
        </Button>
      </div>
    </form>
  );
}

/** What the proposal answers: the reader's requirements less those dismissed, then those added. */
function useReview(analysis: RfpAnalysis, proposalId: number | null) {
  const save = useSaveRfpReview(proposalId);
  const review = analysis.review ?? { dismissedIds: [], added: [] };
  const dismissed = new Set(review.dismissedIds);
  const send = (dismissedIds: string[], added: RfpRequirement[]) =>
    save.mutate(
      { dismissedIds, added: added.map(({ text, category }) => ({ text, category })) },
      {
        onError: (error) =>
          showError(
            'Error',
            errorMessage(error, 'Your change to the requirements was not saved. Please try again.'),
          ),
      },
    );
  const actions: ReviewActions = {
    isSaving: save.isPending,
    dismiss: (id) => send([...review.dismissedIds, id], review.added),
    restore: (id) =>
      send(
        review.dismissedIds.filter((d) => d !== id),
        review.added,
      ),
    remove: (id) =>
      send(
        review.dismissedIds,
        review.added.filter((r) => r.id !== id),
      ),
  };
  return {
    answered: answeredRequirements(analysis),
    dismissed: analysis.identifiedRequirements.filter((r) => dismissed.has(r.id)),
    actions,
    add: (text: string, category: RfpCategory) =>
      send(review.dismissedIds, [
        ...review.added,
        { id: '', text, category, location: ADDED_REQUIREMENT_LOCATION },
      ]),
  };
}

function ReadingNotes({ analysis, facilityName }: { analysis: RfpAnalysis; facilityName: string | null }) {
  const other = findOtherRfpFacility(analysis.specificDetails, { facilityName });
  const notes = [
    ...(other && facilityName ? [describeOtherRfpFacility(other, facilityName)] : []),
    ...(analysis.warnings ?? []),
  ];
  if (notes.length === 0) return null;
  return (
    <ul
      className="grid gap-1.5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="rfp-reading-notes"
    >
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {note}
        </li>
      ))}
    </ul>
  );
}

function OcrBadge({ analysis }: { analysis: RfpAnalysis }) {
  const pages = analysis.ocrPages ?? [];
  if (pages.length === 0) return null;
  const confidence = Math.round(pages.reduce((sum, page) => sum + page.confidence, 0) / pages.length);
  return (
    <Badge
      variant="info"
      data-testid="rfp-ocr-badge"
      title={pages.map((p) => `page ${p.page}: ${p.confidence} %`).join(', ')}
    >
      <ScanLine className="mr-1 size-3" aria-hidden="true" />
      Scan read by OCR: {plural(pages.length, 'page')}, {confidence} % confidence
    </Badge>
  );
}

/**
 * An RFP's analysis in the generator: how many requirements the proposal answers (or why the standard template
 * stands in), what OCR read, warnings, the RFP's details, numeric targets and the requirements by category with
 * their numbers; the rep dismisses a false one or adds a missed one, kept with the proposal for the writer.
 */
export function RfpAnalysisPanel({
  analysis,
  fileName,
  proposalId = null,
  facilityName = null,
}: {
  analysis: RfpAnalysis;
  fileName: string | null;
  proposalId?: number | null;
  facilityName?: string | null;
}) {
  const pages = analysis.pageCount ? ` · ${plural(analysis.pageCount, 'page')}` : '';
  const { answered, dismissed, actions, add } = useReview(analysis, proposalId);
  const canReview = proposalId !== null && !analysis.isBasicTemplate;
  const added = analysis.review?.added.length ?? 0;
  return (
    <div className="grid gap-5" data-testid="rfp-analysis">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-all font-medium">{fileName ?? 'Uploaded RFP'}</span>
        <Badge variant="outline">
          {SOURCE_LABELS[analysis.source]}
          {pages}
        </Badge>
        {!analysis.hasTextLayer && analysis.failureReason === 'no-text-layer' && (
          <Badge variant="warning">No text layer</Badge>
        )}
        <OcrBadge analysis={analysis} />
      </div>
      {analysis.isBasicTemplate ? (
        <TemplateNotice reason={analysis.failureReason ?? null} />
      ) : (
        <div className="grid gap-1">
          <p className="text-2xl font-semibold tracking-tight" data-testid="rfp-requirement-count">
            {plural(answered.length, 'requirement')} {analysis.review ? 'to answer' : 'found'}
            {analysis.numericRequirements.length > 0 && (
              <span className="text-base font-normal text-muted-foreground">
                {` and ${plural(analysis.numericRequirements.length, 'numeric target')}`}
              </span>
            )}
          </p>
          {(dismissed.length > 0 || added > 0) && (
            <p className="text-sm text-muted-foreground" data-testid="rfp-review-summary">
              {analysis.totalRequirements} found in the RFP, {dismissed.length} dismissed, {added} added by
              you
            </p>
          )}
        </div>
      )}
      <ReadingNotes analysis={analysis} facilityName={facilityName} />
      {!analysis.isBasicTemplate && analysis.totalRequirements === 0 && (
        <p className="text-sm text-muted-foreground">
          No requirement statements were found in this document. Add the ones the proposal must answer below.
        </p>
      )}
      <Details details={analysis.specificDetails} />
      <NumericTargets figures={analysis.numericRequirements} />
      {!analysis.isBasicTemplate && answered.length > 0 && (
        <RequirementGroups analysis={analysis} requirements={answered} actions={canReview ? actions : null} />
      )}
      {canReview && <DismissedList requirements={dismissed} actions={actions} />}
      {canReview && <AddRequirement isSaving={actions.isSaving} onAdd={add} />}
    </div>
  );
}

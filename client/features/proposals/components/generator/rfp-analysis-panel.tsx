import { ChevronRight, FileText, ScanLine, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  BASIC_TEMPLATE_REQUIREMENTS,
  RFP_CATEGORIES,
  type RfpAnalysis,
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

function RequirementGroups({ requirements }: { requirements: RfpRequirement[] }) {
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
            data-testid={`rfp-category-${category.replaceAll(' ', '-')}`}
          >
            <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 text-sm font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                className="size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="flex-1">{capitalize(category)}</span>
              <Badge variant="neutral">{items.length}</Badge>
            </summary>
            <ol className="grid gap-2 px-3 pb-3 pl-9 text-sm">
              {items.map((requirement) => (
                <li key={requirement.id} className="grid gap-0.5">
                  <span>{requirement.text}</span>
                  <span className="text-xs text-muted-foreground">
                    {requirement.id} · {requirement.location}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * An RFP's analysis in the generator: how many requirements were found (or why the standard template stands
 * in, a scan saying it has no text layer), the RFP's details, numeric targets and requirements by category.
 */
export function RfpAnalysisPanel({ analysis, fileName }: { analysis: RfpAnalysis; fileName: string | null }) {
  const pages = analysis.pageCount ? ` · ${plural(analysis.pageCount, 'page')}` : '';
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
      </div>
      {analysis.isBasicTemplate ? (
        <TemplateNotice reason={analysis.failureReason ?? null} />
      ) : (
        <p className="text-2xl font-semibold tracking-tight" data-testid="rfp-requirement-count">
          {plural(analysis.totalRequirements, 'requirement')} found
          {analysis.numericRequirements.length > 0 && (
            <span className="text-base font-normal text-muted-foreground">
              {` and ${plural(analysis.numericRequirements.length, 'numeric target')}`}
            </span>
          )}
        </p>
      )}
      {!analysis.isBasicTemplate && analysis.totalRequirements === 0 && (
        <p className="text-sm text-muted-foreground">
          No requirement statements (shall, must, required, will provide, is responsible for) were found in
          this document.
        </p>
      )}
      <Details details={analysis.specificDetails} />
      <NumericTargets figures={analysis.numericRequirements} />
      {!analysis.isBasicTemplate && analysis.totalRequirements > 0 && (
        <RequirementGroups requirements={analysis.identifiedRequirements} />
      )}
    </div>
  );
}

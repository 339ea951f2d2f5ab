import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { servicePlanQueryOptions, servicePlanRevisionOptions } from '#client/api/service-plan.ts';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import {
  CORROSION_MONITORING_LABELS,
  describeVisits,
  FEED_EQUIPMENT_LABELS,
  PLAN_FIELD_LABELS,
  PLAN_FREQUENCY_LABELS,
  type PlanField,
  type ServicePlanAnswer,
} from '#shared/schemas/service-plan.ts';
import { ExtraServicesFields, InsuranceFields, LaborFields, ScopeFields } from './service-plan-extras.tsx';
import { FieldBadges, LabelsSelect, numberText, type PlanBadges } from './service-plan-parts.tsx';
import { LaboratoryFields, RecordsFields } from './service-plan-records.tsx';
import { ServicePlanTests } from './service-plan-tests.tsx';
import { useServicePlanEditor } from './use-service-plan.ts';
import { ContentSaveStatus } from './writing-status.tsx';

interface ServicePlanCardProps {
  /** The saved proposal's id; null until the generator has saved it. */
  proposalId: number | null;
  /** The survey's system types, in equipment order. */
  systemTypes: string[];
}

/** A whole number as typed: blank is none (null), anything else that is not a number stays invalid. */
function readWhole(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function Field({
  label,
  id,
  field,
  badges,
  children,
}: {
  label: string;
  id: string;
  field: PlanField | null;
  badges: PlanBadges;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id}>{label}</Label>
        <FieldBadges field={field} badges={badges} />
      </div>
      {children}
    </div>
  );
}

/** The plan's number fields, each one row: blank is none (no deadline, no emergency commitment). */
const NUMBER_ROWS: {
  key: 'visitsPerYear' | 'reportDeadlineDays' | 'emergencyResponseHours';
  label: string;
  id: string;
  placeholder?: string;
}[] = [
  { key: 'visitsPerYear', label: 'Visits per year', id: 'plan-visits' },
  {
    key: 'reportDeadlineDays',
    label: 'Report deadline (business days)',
    id: 'plan-report',
    placeholder: 'No set deadline',
  },
  {
    key: 'emergencyResponseHours',
    label: 'Emergency response (hours)',
    id: 'plan-emergency',
    placeholder: 'No commitment',
  },
];

/** The plan's option fields, each one row with its select. */
const OPTION_ROWS: {
  key: 'labTesting' | 'legionellaTesting' | 'cleaning' | 'corrosionMonitoring' | 'feedEquipment';
  label: string;
  id: string;
  labels: Record<string, string>;
}[] = [
  { key: 'labTesting', label: 'Lab testing', id: 'plan-lab', labels: PLAN_FREQUENCY_LABELS },
  {
    key: 'legionellaTesting',
    label: 'Legionella testing',
    id: 'plan-legionella',
    labels: PLAN_FREQUENCY_LABELS,
  },
  { key: 'cleaning', label: 'Cleaning', id: 'plan-cleaning', labels: PLAN_FREQUENCY_LABELS },
  {
    key: 'corrosionMonitoring',
    label: 'Corrosion monitoring',
    id: 'plan-corrosion',
    labels: CORROSION_MONITORING_LABELS,
  },
  {
    key: 'feedEquipment',
    label: 'Feed and control equipment',
    id: 'plan-feed',
    labels: FEED_EQUIPMENT_LABELS,
  },
];

function PlanForm({
  proposalId,
  systemTypes,
  answer,
}: {
  proposalId: number;
  systemTypes: string[];
  answer: ServicePlanAnswer;
}) {
  const { plan, status, problem, edit } = useServicePlanEditor(proposalId, answer.plan);
  const { fromRfp } = answer;
  // Waiting for the rep: set from the RFP, not confirmed, and not changed since the plan was read.
  const toConfirm = answer.toConfirm.filter(
    (field) =>
      !plan.confirmed.includes(field) && JSON.stringify(plan[field]) === JSON.stringify(answer.plan[field]),
  );
  const confirm = (fields: PlanField[]) => edit({ confirmed: [...new Set([...plan.confirmed, ...fields])] });
  const badges: PlanBadges = { fromRfp, toConfirm, confirm: (field) => confirm([field]) };
  const isVisitsValid = Number.isInteger(plan.visitsPerYear) && plan.visitsPerYear >= 1;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {toConfirm.length > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="plan-to-confirm"
        >
          <span>
            {toConfirm.length} {toConfirm.length === 1 ? 'field was' : 'fields were'} set from the RFP (
            {toConfirm.map((field) => PLAN_FIELD_LABELS[field]).join(', ')}). The proposal claims none of them
            until you confirm or change them.
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => confirm(toConfirm)}
            data-testid="confirm-all-rfp"
          >
            Confirm all from the RFP
          </Button>
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {NUMBER_ROWS.map((row) => (
          <Field key={row.key} label={row.label} id={row.id} field={row.key} badges={badges}>
            <Input
              id={row.id}
              type="number"
              inputMode="numeric"
              min={row.key === 'visitsPerYear' ? 1 : undefined}
              max={row.key === 'visitsPerYear' ? 365 : undefined}
              placeholder={row.placeholder}
              value={numberText(plan[row.key])}
              onChange={(e) => {
                const value = readWhole(e.target.value);
                // Visits are never blank: a cleared field stays invalid until a number is typed.
                edit({ [row.key]: row.key === 'visitsPerYear' ? (value ?? Number.NaN) : value });
              }}
            />
            {row.key === 'visitsPerYear' && isVisitsValid && (
              <p className="text-xs text-slate-500">Visits {describeVisits(plan.visitsPerYear)}</p>
            )}
          </Field>
        ))}
        {OPTION_ROWS.map((row) => (
          <Field key={row.key} label={row.label} id={row.id} field={row.key} badges={badges}>
            <LabelsSelect
              id={row.id}
              value={plan[row.key]}
              labels={row.labels}
              onChange={(value) => edit({ [row.key]: value })}
            />
            {row.key === 'cleaning' && (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox
                  checked={plan.disinfection}
                  onCheckedChange={(checked) => edit({ disinfection: checked === true })}
                />
                With disinfection
              </label>
            )}
          </Field>
        ))}
        <Field label="Staff certifications" id="plan-certifications" field={null} badges={badges}>
          <Textarea
            id="plan-certifications"
            rows={2}
            maxLength={1000}
            placeholder="e.g. CWT (Certified Water Technologist) leads the program"
            value={plan.certifications}
            onChange={(e) => edit({ certifications: e.target.value })}
          />
        </Field>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          Tests at each visit and their control ranges
          {fromRfp.includes('tests') && (
            <Badge variant="secondary">Ranges from the RFP where it states them</Badge>
          )}
          <FieldBadges field={toConfirm.includes('tests') ? 'tests' : null} badges={badges} />
        </p>
        <ServicePlanTests
          tests={plan.tests}
          systemTypes={systemTypes}
          onChange={(tests) => edit({ tests })}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2">
        <RecordsFields plan={plan} edit={edit} badges={badges} />
        <LaboratoryFields plan={plan} edit={edit} badges={badges} />
      </div>
      <ExtraServicesFields plan={plan} edit={edit} badges={badges} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2">
        <InsuranceFields plan={plan} edit={edit} badges={badges} />
        <LaborFields plan={plan} edit={edit} badges={badges} />
        <ScopeFields plan={plan} edit={edit} badges={badges} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={plan.showExceptions}
            onCheckedChange={(checked) => edit({ showExceptions: checked === true })}
            data-testid="plan-show-exceptions"
          />
          List what the plan does not meet in an Exceptions section of the customer’s PDF
        </label>
        <ContentSaveStatus status={status} onSaveNow={() => edit({})} />
      </div>
      {problem && (
        <p className="text-sm text-red-700" role="alert" data-testid="service-plan-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The service plan beside the chemical program: visits, tests and their ranges, lab and Legionella testing,
 * reports, cleaning, corrosion monitoring, equipment, emergency response and certifications. The RFP's
 * requirements are answered from it.
 */
export function ServicePlanCard({ proposalId, systemTypes }: ServicePlanCardProps) {
  const answer = useQuery(servicePlanQueryOptions(proposalId));
  // A gap answered from the plan changes it on the server: the form starts again from the saved plan.
  const revision = useQuery(servicePlanRevisionOptions(proposalId)).data;
  return (
    <Card data-testid="service-plan-card">
      <CardHeading
        icon={ClipboardList}
        title="Service Plan"
        description={
          <>
            What you commit to on site. Defaults come from the RFP where it states them, else your Settings
            ranges; the proposal answers the RFP’s requirements from this plan.
          </>
        }
      />
      <CardContent>
        {proposalId === null ? (
          <p className="text-sm text-slate-600">Save the proposal first to set its service plan.</p>
        ) : answer.data ? (
          <PlanForm
            key={`${proposalId}:${revision}`}
            proposalId={proposalId}
            systemTypes={systemTypes}
            answer={answer.data}
          />
        ) : answer.isError ? (
          <p className="text-sm text-red-700">The service plan could not be loaded.</p>
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

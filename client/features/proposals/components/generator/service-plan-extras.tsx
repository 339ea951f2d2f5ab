import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  EXTRA_SERVICE_LABELS,
  EXTRA_SERVICES,
  type ExtraService,
  PLAN_OFFER_LABELS,
  type PlanInsurance,
  type PlanLabor,
  type PlanScope,
  SCOPE_LABELS,
  SERVICE_FREQUENCY_LABELS,
  type ServicePlan,
} from '#shared/schemas/service-plan.ts';
import { FieldBadges, LabelsSelect, numberText, type PlanBadges } from './service-plan-parts.tsx';

// The service plan's extra services, insurance and labour terms (decision 037, amended): what a rep sells beside
// the routine visits, each offered or not, how often, included or at a price; the coverage her company carries and
// the labour terms it accepts. A requirement asking for one the plan does not offer stays a gap.

type Edit = (change: Partial<ServicePlan>) => void;

/** What each part of the plan form gets: the plan, its edit, and the RFP badges. */
interface PlanPartProps {
  plan: ServicePlan;
  edit: Edit;
  badges: PlanBadges;
}

/** Dollars as typed: blank is none (null), anything else that is not a number stays invalid for the schema. */
function readAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

function ServiceRow({
  name,
  plan,
  edit,
  badges,
}: {
  name: ExtraService;
  plan: ServicePlan;
  edit: Edit;
  badges: PlanBadges;
}) {
  const service = plan[name];
  const { label, each } = EXTRA_SERVICE_LABELS[name];
  const id = `plan-service-${name}`;
  const isOffered = service.offer !== 'not-offered';
  return (
    <div
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] items-end gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)]"
      data-testid={`plan-service-${name}`}
    >
      <div className="flex flex-wrap items-center gap-2 self-center">
        <Label htmlFor={id}>{label}</Label>
        <FieldBadges field={name} badges={badges} />
      </div>
      <LabelsSelect
        id={id}
        value={service.offer}
        labels={PLAN_OFFER_LABELS}
        onChange={(offer) =>
          edit({ [name]: { ...service, offer, price: offer === 'extra-cost' ? service.price : null } })
        }
      />
      {isOffered && name !== 'onlineReporting' ? (
        <LabelsSelect
          id={`${id}-frequency`}
          ariaLabel={`${label}: how often`}
          value={service.frequency}
          labels={SERVICE_FREQUENCY_LABELS}
          onChange={(frequency) => edit({ [name]: { ...service, frequency } })}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      {service.offer === 'extra-cost' ? (
        <Input
          id={`${id}-price`}
          aria-label={`${label}: price per ${each} ($)`}
          inputMode="decimal"
          placeholder={`$ per ${each} (or quoted)`}
          value={numberText(service.price)}
          onChange={(e) => edit({ [name]: { ...service, price: readAmount(e.target.value) } })}
        />
      ) : (
        <span aria-hidden="true" />
      )}
    </div>
  );
}

/** The extra services: each offered or not, how often, included or at a price. */
export function ExtraServicesFields({ plan, edit, badges }: PlanPartProps) {
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">Extra services</legend>
      {EXTRA_SERVICES.map((name) => (
        <ServiceRow key={name} name={name} plan={plan} edit={edit} badges={badges} />
      ))}
    </fieldset>
  );
}

const COVERAGES: { key: 'generalLiability' | 'autoLiability' | 'umbrella'; label: string }[] = [
  { key: 'generalLiability', label: 'General liability ($ per occurrence)' },
  { key: 'autoLiability', label: 'Automobile liability ($)' },
  { key: 'umbrella', label: 'Umbrella liability ($)' },
];

/** The insurance the company carries; blank amounts are not claimed. */
export function InsuranceFields({ plan, edit, badges }: PlanPartProps) {
  const insurance = plan.insurance;
  const set = (change: Partial<PlanInsurance>) => edit({ insurance: { ...insurance, ...change } });
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="plan-insurance">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        Insurance <FieldBadges field="insurance" badges={badges} />
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3">
        {COVERAGES.map(({ key, label }) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`plan-insurance-${key}`}>{label}</Label>
            <Input
              id={`plan-insurance-${key}`}
              inputMode="numeric"
              placeholder="Not stated"
              value={numberText(insurance[key])}
              onChange={(e) => set({ [key]: readAmount(e.target.value) })}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-5">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={insurance.workersCompensation}
            onCheckedChange={(checked) => set({ workersCompensation: checked === true })}
          />
          Workers’ compensation
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={insurance.bond} onCheckedChange={(checked) => set({ bond: checked === true })} />
          Can furnish a performance bond
        </label>
      </div>
    </fieldset>
  );
}

/** The labour terms the company accepts. */
export function LaborFields({ plan, edit, badges }: { plan: ServicePlan; edit: Edit; badges: PlanBadges }) {
  const labor = plan.labor;
  const set = (change: Partial<PlanLabor>) => edit({ labor: { ...labor, ...change } });
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="plan-labor">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        Labor terms <FieldBadges field="labor" badges={badges} />
      </legend>
      <div className="flex flex-wrap gap-5">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={labor.prevailingWage}
            onCheckedChange={(checked) => set({ prevailingWage: checked === true })}
          />
          Pays prevailing wages
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={labor.backgroundChecks}
            onCheckedChange={(checked) => set({ backgroundChecks: checked === true })}
          />
          Technicians pass background checks
        </label>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="plan-labor-hours">Work hours on site</Label>
        <Input
          id="plan-labor-hours"
          maxLength={200}
          placeholder="e.g. between 7:00 a.m. and 3:30 p.m., Monday through Friday"
          value={labor.workHours}
          onChange={(e) => set({ workHours: e.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** The scope and compliance statements the company makes (all labor and materials, laws and permits, site safety). */
export function ScopeFields({ plan, edit, badges }: { plan: ServicePlan; edit: Edit; badges: PlanBadges }) {
  const scope = plan.scope;
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="plan-scope">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        Scope and compliance <FieldBadges field="scope" badges={badges} />
      </legend>
      <div className="grid gap-2">
        {(Object.keys(SCOPE_LABELS) as (keyof PlanScope)[]).map((key) => (
          <label key={key} className="flex items-start gap-2 text-sm text-slate-700">
            <Checkbox
              className="mt-0.5"
              checked={scope[key]}
              onCheckedChange={(checked) => edit({ scope: { ...scope, [key]: checked === true } })}
            />
            {SCOPE_LABELS[key]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

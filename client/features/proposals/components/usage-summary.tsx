import { Droplets, Gauge, Repeat, Snowflake, Target, Waves } from 'lucide-react';
import { calculateTotalTonnage, formatNumber, type ProgramInput } from '#shared/calc/index.ts';
import {
  CYCLES_LABEL,
  describeCycles,
  sumClosedLoopVolume,
  sumSteamRate,
} from '#shared/proposals/figures.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { StatTile } from './stat-tile.tsx';

type UsageSummaryProps = {
  equipment: Equipment[];
  /** The engine's input for the program (conductivity, systems, chemicals). */
  input: ProgramInput;
} & (
  | { variant: 'generator' /** The program's make-up water, gal/yr. */; makeupGallonsPerYear: number }
  | { variant: 'detail' /** The saved proposal's target cycles. */; targetCycles: number | null }
);

// The generator's and the detail page's tiles keep the test ids their pages were first given.
const IDS = {
  generator: { tonnage: 'total-tonnage', cycles: 'cycles', steam: 'steam-rate', loop: 'loop-volume' },
  detail: {
    tonnage: 'detail-tonnage',
    cycles: 'detail-cycles',
    steam: 'detail-steam',
    loop: 'detail-loop-volume',
  },
} as const;

/**
 * The usage summary of the generator and the proposal detail page: tonnage, the shared cycles figure, steam rate
 * and closed-loop volume, from the same inputs on both; the generator adds the make-up water, the detail page the
 * saved target cycles.
 */
export function UsageSummary(props: UsageSummaryProps) {
  const { equipment, input, variant } = props;
  const ids = IDS[variant];
  const cycles = describeCycles(input.conductivity, input.systems);
  const steamRate = sumSteamRate(equipment);
  const loopVolume = sumClosedLoopVolume(equipment);
  const titleId = `${variant}-usage-summary-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-slate-900">
        {variant === 'generator' ? 'Usage Summary' : 'System Usage Summary'}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatTile
          icon={Snowflake}
          label="Total Tonnage"
          value={formatNumber(calculateTotalTonnage(input.systems))}
          unit="tons"
          testId={ids.tonnage}
        />
        <StatTile
          icon={Repeat}
          label={CYCLES_LABEL}
          value={cycles.value === null ? '—' : cycles.text}
          hint={cycles.note}
          testId={ids.cycles}
        />
        {props.variant === 'detail' && (
          <StatTile
            icon={Target}
            label="Target Cycles"
            value={props.targetCycles === null ? '—' : formatNumber(props.targetCycles, 2)}
            hint={
              props.targetCycles === null
                ? 'Set one in the generator’s Cycles What-If'
                : 'Saved proposal target'
            }
            testId="detail-target-cycles"
          />
        )}
        <StatTile
          icon={Gauge}
          label="Steam Rate"
          value={steamRate === null ? '—' : formatNumber(steamRate)}
          unit="lb/hr"
          testId={ids.steam}
        />
        <StatTile
          icon={Waves}
          label="Closed-Loop Volume"
          value={loopVolume === null ? '—' : formatNumber(loopVolume)}
          unit="gallons"
          testId={ids.loop}
        />
        {props.variant === 'generator' && (
          <StatTile
            icon={Droplets}
            label="Make-up Water"
            value={formatNumber(props.makeupGallonsPerYear)}
            unit="gal/yr"
            testId="makeup-total"
            className="col-span-2 md:col-span-1"
          />
        )}
      </div>
    </section>
  );
}

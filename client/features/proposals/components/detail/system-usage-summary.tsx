import { Gauge, Repeat, Snowflake, Target, Waves } from 'lucide-react';
import { calculateTotalTonnage, formatNumber, type ProgramInput } from '#shared/calc/index.ts';
import {
  CYCLES_LABEL,
  describeCycles,
  sumClosedLoopVolume,
  sumSteamRate,
} from '#shared/proposals/figures.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { StatTile } from '../stat-tile.tsx';

interface SystemUsageSummaryProps {
  equipment: Equipment[];
  /** The engine's input for the saved program (conductivity, systems, chemicals). */
  input: ProgramInput;
  targetCycles: number | null;
}

/** The detail page's System Usage Summary: the same cycles figure as the generator and report, and the saved target. */
export function SystemUsageSummary({ equipment, input, targetCycles }: SystemUsageSummaryProps) {
  const tonnage = calculateTotalTonnage(input.systems);
  const cycles = describeCycles(input.conductivity, input.systems);
  const steamRate = sumSteamRate(equipment);
  const loopVolume = sumClosedLoopVolume(equipment);
  return (
    <section aria-labelledby="system-usage-title">
      <h2 id="system-usage-title" className="mb-3 text-lg font-semibold text-slate-900">
        System Usage Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatTile
          icon={Snowflake}
          label="Total Tonnage"
          value={formatNumber(tonnage)}
          unit="tons"
          testId="detail-tonnage"
        />
        <StatTile
          icon={Repeat}
          label={CYCLES_LABEL}
          value={cycles.value === null ? '—' : cycles.text}
          hint={cycles.note}
          testId="detail-cycles"
        />
        <StatTile
          icon={Target}
          label="Target Cycles"
          value={targetCycles === null ? '—' : formatNumber(targetCycles, 2)}
          hint={targetCycles === null ? 'Set one in the generator’s Cycles What-If' : 'Saved proposal target'}
          testId="detail-target-cycles"
        />
        <StatTile
          icon={Gauge}
          label="Steam Rate"
          value={steamRate === null ? '—' : formatNumber(steamRate)}
          unit="lb/hr"
          testId="detail-steam"
        />
        <StatTile
          icon={Waves}
          label="Closed-Loop Water Volume"
          value={loopVolume === null ? '—' : formatNumber(loopVolume)}
          unit="gallons"
          testId="detail-loop-volume"
        />
      </div>
    </section>
  );
}

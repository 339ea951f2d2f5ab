import { Droplets, Gauge, Repeat, Snowflake, Waves } from 'lucide-react';
import { formatNumber, type ProgramInput, type ProgramResult } from '#shared/calc/index.ts';
import {
  CYCLES_LABEL,
  describeCycles,
  sumClosedLoopVolume,
  sumSteamRate,
} from '#shared/proposals/figures.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { StatTile } from '../stat-tile.tsx';

interface UsageSummaryCardProps {
  equipment: Equipment[];
  input: ProgramInput;
  result: ProgramResult;
}

/** The generator's usage summary: tonnage, cycles (the shared figure), steam, closed-loop volume and make-up water. */
export function UsageSummaryCard({ equipment, input, result }: UsageSummaryCardProps) {
  const cycles = describeCycles(input.conductivity, input.systems);
  const steamRate = sumSteamRate(equipment);
  const loopVolume = sumClosedLoopVolume(equipment);
  return (
    <section aria-labelledby="usage-summary-title">
      <h2 id="usage-summary-title" className="mb-3 text-lg font-semibold text-slate-900">
        Usage Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatTile
          icon={Snowflake}
          label="Total Tonnage"
          value={formatNumber(result.totalTonnage, 0)}
          unit="tons"
          testId="total-tonnage"
        />
        <StatTile
          icon={Repeat}
          label={CYCLES_LABEL}
          value={cycles.value === null ? '—' : cycles.text}
          hint={cycles.note}
          testId="cycles"
        />
        <StatTile
          icon={Gauge}
          label="Steam Rate"
          value={steamRate === null ? '—' : formatNumber(steamRate)}
          unit="lb/hr"
          testId="steam-rate"
        />
        <StatTile
          icon={Waves}
          label="Closed-Loop Volume"
          value={loopVolume === null ? '—' : formatNumber(loopVolume)}
          unit="gallons"
          testId="loop-volume"
        />
        <StatTile
          icon={Droplets}
          label="Make-up Water"
          value={formatNumber(result.totalMakeupGallonsPerYear)}
          unit="gal/yr"
          testId="makeup-total"
          className="col-span-2 md:col-span-1"
        />
      </div>
    </section>
  );
}

import { Gauge, Repeat, Snowflake, Waves } from 'lucide-react';
import { calculateDetailCycles, calculateTotalTonnage, formatNumber } from '#shared/calc/index.ts';
import type { Equipment, WaterQuality } from '#shared/schemas/survey.ts';
import { sumClosedLoopVolume, sumSteamRate, toSystemInput } from '../../lib/program-input.ts';
import { StatTile } from '../stat-tile.tsx';

interface SystemUsageSummaryProps {
  equipment: Equipment[];
  waterQuality: WaterQuality | null;
}

/** The detail page's System Usage Summary; its cycles figure is the spec's conductivity ÷ 300 estimate. */
export function SystemUsageSummary({ equipment, waterQuality }: SystemUsageSummaryProps) {
  const tonnage = calculateTotalTonnage(equipment.map(toSystemInput));
  const cycles = calculateDetailCycles(waterQuality?.conductivity ?? null);
  const steamRate = sumSteamRate(equipment);
  const loopVolume = sumClosedLoopVolume(equipment);
  return (
    <section aria-labelledby="system-usage-title">
      <h2 id="system-usage-title" className="mb-3 text-lg font-semibold text-slate-900">
        System Usage Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatTile
          icon={Snowflake}
          label="Total Tonnage"
          value={formatNumber(tonnage)}
          unit="tons"
          testId="detail-tonnage"
        />
        <StatTile
          icon={Repeat}
          label="Cycles of Concentration"
          value={cycles === null ? '—' : formatNumber(cycles, 2)}
          hint="estimate (conductivity ÷ 300)"
          testId="detail-cycles"
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

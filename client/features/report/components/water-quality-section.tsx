import { ColumnHeads } from '#client/components/column-heads.tsx';
import { CYCLES_LABEL } from '#shared/proposals/figures.ts';
import { REPORT_WATER_PARAMETERS, reportCyclesFigure, waterQualityRows } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { ReportSection } from './report-section.tsx';

type WaterQualitySectionProps = {
  waterQuality: WaterQuality | null | undefined;
  equipment: Equipment[] | undefined;
  isError: boolean;
};

/** Water Quality Analysis: each parameter with its result and unit, the program's cycles figure, then the notes. */
export function WaterQualitySection({ waterQuality, equipment = [], isError }: WaterQualitySectionProps) {
  const notes = waterQuality?.notes?.trim();
  const cycles = reportCyclesFigure(equipment, waterQuality?.conductivity);
  return (
    <ReportSection title="Water Quality Analysis" testId="water-quality-section">
      {isError ? (
        <p className="text-sm text-slate-500">
          Couldn't load the water quality results. Refresh the page to try again.
        </p>
      ) : (
        <>
          <div className="report-keep overflow-hidden rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="report-table-head bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <ColumnHeads
                    labels={['Parameter', 'Result', 'Units']}
                    className="px-3 py-2 font-semibold sm:px-4"
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {waterQualityRows(waterQuality, REPORT_WATER_PARAMETERS).map((row) => (
                  <tr key={row.key} data-testid={`water-${row.key}`}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900 sm:px-4">
                      {row.label}
                    </th>
                    <td
                      className={
                        row.isTested
                          ? 'px-3 py-2 tabular-nums text-slate-900 sm:px-4'
                          : 'px-3 py-2 text-slate-400 italic sm:px-4'
                      }
                    >
                      {row.value}
                    </td>
                    <td className="px-3 py-2 text-slate-500 sm:px-4">{row.isTested ? row.unit : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="report-keep mt-4 text-sm" data-testid="report-cycles">
            <span className="font-semibold text-slate-900">{CYCLES_LABEL}: </span>
            <span className="tabular-nums text-slate-900" data-testid="report-cycles-value">
              {cycles.text}
            </span>
            <span className="text-slate-500"> — {cycles.note}</span>
          </p>
          {notes && (
            <div className="mt-4">
              <h3 className="report-label mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Notes
              </h3>
              <p className="text-sm whitespace-pre-line break-words text-slate-800">{notes}</p>
            </div>
          )}
        </>
      )}
    </ReportSection>
  );
}

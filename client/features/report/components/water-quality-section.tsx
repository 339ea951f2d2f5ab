import { waterQualityRows } from '#shared/report/index.ts';
import type { WaterQuality } from '#shared/schemas/survey.ts';
import { ReportSection } from './report-section.tsx';

type WaterQualitySectionProps = { waterQuality: WaterQuality | null | undefined; isError: boolean };

/** Water Quality Analysis: each parameter with its result ("Not tested" when empty) and unit, then the notes. */
export function WaterQualitySection({ waterQuality, isError }: WaterQualitySectionProps) {
  const notes = waterQuality?.notes?.trim();
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
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    Parameter
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    Result
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    Units
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {waterQualityRows(waterQuality).map((row) => (
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

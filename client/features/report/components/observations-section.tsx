import { formatDateUS } from '#shared/calc/format.ts';
import type { Observations } from '#shared/schemas/observations.ts';
import { type Field, FieldGrid, ReportSection } from './report-section.tsx';

type ObservationsSectionProps = { observations: Observations | null | undefined; isError: boolean };

function textField(label: string, value: string | null | undefined): Field {
  const text = value?.trim();
  return { label, value: text || 'None recorded', isPlaceholder: !text, isWide: true };
}

/** Observations & Recommendations: observations, recommendations, follow-up tasks and the follow-up date. */
export function ObservationsSection({ observations, isError }: ObservationsSectionProps) {
  const followUpDate = formatDateUS(observations?.followUpDate);
  const fields: Field[] = [
    textField('System Observations', observations?.systemObservations),
    textField('Recommendations', observations?.recommendations),
    textField('Follow-up Tasks', observations?.followUpTasks),
    { label: 'Follow-up Date', value: followUpDate || 'Not set', isPlaceholder: !followUpDate },
  ];
  return (
    <ReportSection title="Observations & Recommendations" testId="observations-section">
      {isError ? (
        <p className="text-sm text-slate-500">
          Couldn't load the observations. Refresh the page to try again.
        </p>
      ) : (
        <FieldGrid fields={fields} />
      )}
    </ReportSection>
  );
}

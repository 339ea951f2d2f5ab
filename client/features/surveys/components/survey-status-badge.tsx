import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { displaySurveyStatus, labelOf, SURVEY_STATUSES, type SurveyStatus } from '#shared/enums.ts';

const VARIANTS: Record<SurveyStatus, BadgeVariant> = {
  draft: 'neutral',
  in_progress: 'info',
  completed: 'warning',
  final: 'success',
};

/** Survey status pill; unknown values read as Draft. */
export function SurveyStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = displaySurveyStatus(status);
  return (
    <Badge variant={VARIANTS[shown]} data-testid="survey-status">
      {labelOf(SURVEY_STATUSES, shown)}
    </Badge>
  );
}

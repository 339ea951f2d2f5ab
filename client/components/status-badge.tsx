import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import {
  displayProposalStatus,
  displaySurveyStatus,
  labelOf,
  PROPOSAL_STATUSES,
  type ProposalStatus,
  SURVEY_STATUSES,
  type SurveyStatus,
} from '#shared/enums.ts';

const SURVEY_VARIANTS: Record<SurveyStatus, BadgeVariant> = {
  draft: 'neutral',
  in_progress: 'info',
  completed: 'warning',
  final: 'success',
};

const PROPOSAL_VARIANTS: Record<ProposalStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  rejected: 'danger',
};

/** A survey's status as a coloured pill; unknown values read as Draft. */
export function SurveyStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = displaySurveyStatus(status);
  return (
    <Badge variant={SURVEY_VARIANTS[shown]} data-testid="survey-status">
      {labelOf(SURVEY_STATUSES, shown)}
    </Badge>
  );
}

/** A proposal's status as a coloured pill; unknown values read as Draft. */
export function ProposalStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = displayProposalStatus(status);
  return (
    <Badge variant={PROPOSAL_VARIANTS[shown]} data-testid="proposal-status">
      {labelOf(PROPOSAL_STATUSES, shown)}
    </Badge>
  );
}

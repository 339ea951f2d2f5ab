import { Badge } from '#client/components/ui/badge.tsx';
import {
  displayProposalStatus,
  displaySurveyStatus,
  labelOf,
  PROPOSAL_STATUSES,
  SURVEY_STATUSES,
} from '#shared/enums.ts';
import { proposalBadgeVariant, surveyBadgeVariant } from '../lib/dashboard-items.ts';

/** A survey's status as a coloured pill (unknown values read as Draft). */
export function SurveyStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={surveyBadgeVariant(status)}>
      {labelOf(SURVEY_STATUSES, displaySurveyStatus(status))}
    </Badge>
  );
}

/** A proposal's status as a coloured pill (unknown values read as Draft). */
export function ProposalStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={proposalBadgeVariant(status)}>
      {labelOf(PROPOSAL_STATUSES, displayProposalStatus(status))}
    </Badge>
  );
}

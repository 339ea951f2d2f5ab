import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import { DASHBOARD_RECENT_LIMIT } from '#shared/constants.ts';
import {
  displayProposalStatus,
  displaySurveyStatus,
  type ProposalStatus,
  type SurveyStatus,
} from '#shared/enums.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { Survey } from '#shared/schemas/survey.ts';

/** Proposal statuses that count as active on the dashboard. */
const ACTIVE_PROPOSAL_STATUSES: readonly string[] = ['draft', 'sent'];

/** The first surveys of the list (the API sends them newest first). */
export function selectRecentSurveys(surveys: Survey[] | undefined): Survey[] {
  return (surveys ?? []).slice(0, DASHBOARD_RECENT_LIMIT);
}

/** The first proposals that are still open (draft or sent). */
export function selectActiveProposals(proposals: Proposal[] | undefined): Proposal[] {
  return (proposals ?? [])
    .filter((p) => ACTIVE_PROPOSAL_STATUSES.includes(displayProposalStatus(p.status)))
    .slice(0, DASHBOARD_RECENT_LIMIT);
}

/** Where a recent survey leads: the report once it is final, otherwise back into the wizard. */
export function surveyHref(survey: Pick<Survey, 'id' | 'status'>): string {
  return displaySurveyStatus(survey.status) === 'final'
    ? `/survey-report/${survey.id}`
    : `/edit-survey/${survey.id}`;
}

const SURVEY_BADGES: Record<SurveyStatus, BadgeVariant> = {
  draft: 'neutral',
  in_progress: 'info',
  completed: 'warning',
  final: 'success',
};

const PROPOSAL_BADGES: Record<ProposalStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  rejected: 'danger',
};

/** Badge colour of a survey status. */
export function surveyBadgeVariant(status: string): BadgeVariant {
  return SURVEY_BADGES[displaySurveyStatus(status)];
}

/** Badge colour of a proposal status. */
export function proposalBadgeVariant(status: string): BadgeVariant {
  return PROPOSAL_BADGES[displayProposalStatus(status)];
}

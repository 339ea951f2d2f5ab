import { displayProposalStatus, labelOf, PROPOSAL_STATUSES, type ProposalStatus } from '../enums.ts';

/** One recorded change of a proposal's status. */
export interface ProposalStatusChange {
  status: ProposalStatus;
  /** ISO timestamp of the change. */
  changedAt: string;
  /** Set when the customer answered on the public page (decision 040). */
  byName?: string | null;
  byTitle?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  note?: string | null;
}

/** The proposal fields its status timeline is read from; statusHistory is sent once status changes are stored. */
export interface StatusTimelineSource {
  status: string;
  createdAt: string;
  updatedAt: string;
  statusHistory?: ProposalStatusChange[] | null;
}

/** One line of the detail page's status timeline. */
export interface StatusTimelineEntry {
  label: string;
  at: string;
}

/** Tells whether saving from the generator would move the proposal back to Draft (sent, accepted or rejected). */
export function isPastDraft(status: string | null | undefined): boolean {
  return displayProposalStatus(status) !== 'draft';
}

/** The question asked before a save returns a sent, accepted or rejected proposal to Draft. */
export function revertToDraftMessage(status: string | null | undefined): string {
  const label = labelOf(PROPOSAL_STATUSES, displayProposalStatus(status));
  return `This proposal was marked ${label}. Saving changes returns it to Draft so you can send the revision.`;
}

/**
 * The status timeline: every stored change when the API sends them, otherwise what the row itself records
 * (created, and when its current status was last written).
 */
export function describeStatusTimeline(source: StatusTimelineSource): StatusTimelineEntry[] {
  const created = { label: 'Created', at: source.createdAt };
  // The history starts with the status the proposal was created with; a first Draft is the "Created" line.
  const changes =
    source.statusHistory?.[0]?.status === 'draft' ? source.statusHistory.slice(1) : source.statusHistory;
  if (source.statusHistory?.length) {
    return [
      created,
      ...(changes ?? []).map((change) => ({
        // The customer's answer on the public page names who gave it (decision 040).
        label: change.ipAddress
          ? `${change.status === 'rejected' ? 'Declined' : labelOf(PROPOSAL_STATUSES, change.status)} by ${change.byName ?? 'the customer'}`
          : `Marked ${labelOf(PROPOSAL_STATUSES, change.status)}`,
        at: change.changedAt,
      })),
    ];
  }
  const label = labelOf(PROPOSAL_STATUSES, displayProposalStatus(source.status));
  return [created, { label: `Last updated (${label})`, at: source.updatedAt }];
}

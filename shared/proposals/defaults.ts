/** The title a proposal gets when none is given. */
export function defaultProposalTitle(facilityName: string): string {
  return `Proposal for ${facilityName}`;
}

import type { RfpSpecificDetails } from '../schemas/rfp.ts';

// Whether an analysed RFP is for the survey's facility (issue 21: an RFP for another facility is flagged before
// the proposal is written).

// Words many facility and owner names share: alone they do not make two names the same place.
const GENERIC =
  /^(?:the|and|for|city|county|state|town|village|school|schools|district|public|unified|independent|center|centre|building|buildings|plant|hospital|medical|regional|general|memorial|community|health|healthcare|system|systems|university|college|campus|authority|board|department|services?|facility|facilities|water|treatment|inc|llc|corp|company|group|north|south|east|west|saint)$/;

/** Significant words of a name ("St. Mary's Regional Medical Center" → mary). */
function nameWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 3 && !GENERIC.test(word)),
  );
}

/** The first number and word of an address ("1450 Mercy Drive" → "1450 mercy"), to match a site by its street. */
function streetOf(address: string | null | undefined): string | null {
  const match = /\b(\d{1,6})\s+([A-Za-z]{3,})/.exec(address ?? '');
  return match ? `${match[1]} ${match[2]!.toLowerCase()}` : null;
}

/**
 * The names an RFP gives (its facility, else its issuer) when none of them is the survey's facility: no
 * significant word in common with the facility's name and no mention of its street address. Null when one of
 * them matches, or when the RFP names neither.
 */
export function findOtherRfpFacility(
  details: Pick<RfpSpecificDetails, 'facility' | 'issuingOrganization'>,
  survey: { facilityName: string | null; facilityAddress?: string | null },
): string | null {
  if (!survey.facilityName) return null;
  const named = [details.facility, details.issuingOrganization].filter((name): name is string => !!name);
  if (named.length === 0) return null;
  const words = nameWords(survey.facilityName);
  const street = streetOf(survey.facilityAddress);
  const isSame = (name: string) =>
    [...nameWords(name)].some((word) => words.has(word)) ||
    (street !== null && name.toLowerCase().includes(street));
  return named.some(isSame) ? null : named.join(' / ');
}

/** The warning shown beside the RFP and before the proposal is written. */
export function describeOtherRfpFacility(other: string, facilityName: string): string {
  return `This RFP names ${other}, but the survey is for ${facilityName}. Check that this is the right RFP for this proposal.`;
}

// A requirement restated as the proposal's commitment (docs/decisions/037): "The Contractor shall provide monthly
// visits" becomes "We will provide monthly visits." The writers put it before the plan's or program's own fact
// that meets the requirement, and only for a requirement the proposal meets; nothing is restated for a gap.

const SUBJECT =
  /^(?:the |a |an |each |any |all )?(?:successful |selected |awarded |qualified )?(?:contractor|vendor|bidder|proposer|offeror|respondent|supplier|consultant|service provider|provider|company|firm|water treatment (?:contractor|vendor|company))(?:['’]s)?\s+(?:shall|must|will|should|is to|are to)\s+(?:be required to\s+|also\s+)?/i;
const RESPONSIBLE =
  /^(?:the |a )?(?:contractor|vendor|bidder|proposer|offeror|supplier|provider)\s+(?:is|are|shall be|will be)\s+responsible for\s+/i;
const IMPERATIVE =
  /^(?:provide|perform|maintain|furnish|submit|deliver|notify|coordinate|supply|install|keep|conduct|clean|inspect|monitor|ensure|assist|repair|replace|remove|supervise|train|respond|analy[sz]e|calibrate|attend|collect|adjust)\s+(?!–|-)/i;

const ORDER =
  /^(?:employ|calculate|take|test|verify|sample|record|check|measure|review|use|wear|change|replace|clean|recalibrate|complete|notify|maintain|operate|follow)\b/i;

const FINITE_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|can|could|may|might|should|would|shall|must|will|includes?|requires?|means?|consists?)\b/i;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The requirement as a commitment of ours, or null when its wording gives none to restate. */
export function restateRequirement(text: string): string | null {
  let sentence = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[;:,]\s*$/, '');
  if (sentence.length < 12 || sentence.length > 400) return null;
  if (SUBJECT.test(sentence)) sentence = sentence.replace(SUBJECT, 'We will ');
  else if (RESPONSIBLE.test(sentence)) sentence = sentence.replace(RESPONSIBLE, 'We are responsible for ');
  else if (IMPERATIVE.test(sentence)) sentence = `We will ${lowerFirst(sentence)}`;
  const restated = sentence
    .replace(/\b(?:shall|must)\s+not\b/gi, 'will not')
    .replace(/\b(?:shall|must)\b/gi, 'will')
    .replace(/\b(?:is|are) required to\b/gi, 'will')
    .replace(/\bWe will will\b/g, 'We will');
  let commitment = restated;
  if (restated === text.replace(/\s+/g, ' ').trim()) {
    // Already a commitment in the future tense ("All towers will be tested ..."): it reads as ours.
    if (/\bwill\b/i.test(restated)) commitment = restated;
    // A bare noun phrase ("Monthly chemical testing of all systems"): what we provide.
    // ("Report provided after completion" is a clause without its verb, not an item: left as it is.)
    // A schedule line ("Deposit Analysis – Quarterly", "Monthly: Dip slide tests") or an order ("Employ ...",
    // "Calculate ...") is not a noun phrase to restate.
    else if (
      !FINITE_VERB.test(restated) &&
      !/^\S+\s+\S+ed\b/.test(restated) &&
      !/\s[–—-]\s|[–—]|:/.test(restated) &&
      !ORDER.test(restated)
    ) {
      commitment = `We provide ${lowerFirst(restated)}`;
    } else return null;
  }
  return /[.!?]$/.test(commitment) ? commitment : `${commitment}.`;
}

// A submission instruction's subject as ours: "The bid" is our bid.
const SUBMITTAL =
  /^(?:the|a|each|your|all) (bids?|proposals?|responses?|quotations?|quotes?|offers?|submittals?|submissions?)\b/i;
const PROHIBITED =
  /^(.+?)\s+(?:is|are)\s+(?:strictly\s+)?(?:prohibited|forbidden|not (?:permitted|allowed))\b/i;

/**
 * A submission or administrative instruction (sealed envelope, contact only the named officer, copies) acknowledged
 * as done, in the present tense (decision 037, third amendment): "The bid should be submitted in a sealed envelope"
 * is "As the RFP instructs, our bid is submitted in a sealed envelope"; "Contact with any other individual is
 * prohibited" is "We make no contact with any other individual". Null when the instruction reads as neither.
 */
export function acknowledgeInstruction(text: string): string | null {
  const sentence = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[;:,.]\s*$/, '');
  if (sentence.length < 12 || sentence.length > 300) return null;
  const banned = PROHIBITED.exec(sentence);
  if (banned) return `as the RFP instructs, we make no ${lowerFirst(banned[1]!)}.`;
  const subject = SUBMITTAL.exec(sentence);
  const ours = subject
    ? sentence.replace(SUBMITTAL, `our ${subject[1]!.toLowerCase()}`)
    : lowerFirst(sentence);
  const plural = subject ? /s$/i.test(subject[1]!) : /^\S+s\b/.test(sentence);
  const present = ours
    .replace(/\b(?:should|shall|must|will) be\b/i, plural ? 'are' : 'is')
    .replace(/\b(is|are) to be\b/i, '$1');
  return present === ours ? null : `as the RFP instructs, ${present}.`;
}

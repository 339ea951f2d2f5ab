import { MAX_REQUIREMENTS_KEPT, type RfpRequirement } from '#shared/schemas/rfp.ts';
import { categorize } from './categories.ts';
import { cleanName } from './details.ts';
import { AS_NEEDED, FREQUENCY_WORD } from './frequency.ts';
import type { Statement } from './statements.ts';

/** Requirements kept from one document. */
export const MAX_REQUIREMENTS = MAX_REQUIREMENTS_KEPT;

/**
 * Who the solicitation's owner is, to tell the owner's own duties ("The District will maintain an inventory")
 * from the bidder's: generic nouns an RFP calls its issuer by, plus the names and acronyms the document defines.
 */
export interface OwnerNames {
  pattern: RegExp;
}

const OWNER_NOUNS = String.raw`owner|district|county|city|state|commonwealth|university|college|hospital|authority|agency|board|center|centre|embassy|government|department|purchaser|institution|commission|customer|school district|port|airport`;

/** The owner's names: "the District", "the City", and the names and acronyms the document gives its issuer. */
export function findOwnerNames(text: string, organisation: string | null): OwnerNames {
  const names = new Set<string>();
  // "The Kenton County Airport Board ("KCAB")", "Montgomery County Public Schools (MCPS)".
  for (const match of text.matchAll(/\(\s*(?:the\s+)?["“]?([A-Z][A-Za-z&]{1,9})["”]?\s*\)/g)) {
    if (/^[A-Z&]{2,}$/.test(match[1]!)) names.add(match[1]!);
  }
  // An acronym that owns personnel or staff ("SBAC personnel", "CCSD HVAC personnel") is the owner's.
  for (const match of text.matchAll(/\b([A-Z]{3,6})\s+(?:[A-Z]{2,6}\s+)?(?:personnel|staff|employees)\b/g))
    names.add(match[1]!);
  if (organisation) names.add(organisation);
  // Full names of public bodies: "Charleston County School District", "North Penn School District".
  for (const match of text.matchAll(
    /\b(?:[A-Z][A-Za-z.'-]+\s+){1,5}(?:School District|Public Schools|County|City|Authority|University|College|Hospital|Board|Embassy|Department|Agency|Commission)\b/g,
  )) {
    const name = cleanName(match[0]);
    if (name) names.add(name);
  }
  const escaped = [...names].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const named = escaped.length > 0 ? String.raw`|^(?:the\s+)?(?:${escaped.join('|')})(?:['’]s)?\b` : '';
  return {
    pattern: new RegExp(
      String.raw`^the\s+(?:${OWNER_NOUNS})(?:['’]s)?\b|^(?:the\s+)?eligible users?\b${named}`,
      'i',
    ),
  };
}

const BIDDER = String.raw`contractors?|vendors?|bidders?|proposers?|offerors?|respondents?|firms?|consultants?|suppliers?|tenderers?|contract holders?|service providers?|providers?|companies|company|technicians?|representatives?`;

// The words that oblige: "shall", "must", "required", "mandatory", "is responsible for", "is to be done".
const OBLIGATION = new RegExp(
  [
    String.raw`\b(?:shall|must|required|requires?|mandatory|obligated|prohibited)\b`,
    String.raw`\b(?:is|are) responsible for\b`,
    String.raw`\b(?:sole )?responsibility of (?:the|this|each) (?:${BIDDER})\b`,
    String.raw`\b(?:is|are|to) be\s+(?:\w+ly\s+)?\w+(?:ed|en|wn|ne|de|lt|pt|nt)\b`,
    String.raw`\bnot (?:permitted|allowed)\b`,
    String.raw`\bonly (?:consideration|acceptable)\b|\bwill only (?:be )?(?:consider|accept)`,
    String.raw`\bwill provide\b`,
    String.raw`\b(?:is|are) to (?!be\b)[a-z]+\b`,
  ].join('|'),
  'i',
);

// What is not the bidder's: excluded work, what will not happen, the owner's rights.
const EXCLUSION = new RegExp(
  [
    String.raw`\bnot\s+(?:be\s+)?(?:required|mandatory|obligatory|included|scheduled|held|needed|necessary|part of|provided|covered)\b`,
    String.raw`\bexcluded from\b`,
    String.raw`\bwill not\b`,
    String.raw`\breserves? the right\b`,
    String.raw`^no\b`,
    String.raw`\bis not (?:responsible|liable)\b`,
    // A notice to bidders, not a duty: "Please be advised that...".
    String.raw`^(?:please\s+)?be (?:advised|aware|informed|notified)\b`,
  ].join('|'),
  'i',
);

// "will" + a verb: "will be tested", "will occur", "will chemically test". Not the owner's steps of a bid.
const WILL = /\bwill\s+(?:(?:also|only|then|promptly|immediately|chemically|be\s+)\s*)*(\w+)/gi;
const PARTICIPLE =
  /(?:ed|en|wn)$|^(?:done|made|kept|held|given|taken|sent|met|left|paid|built|shown|run|set|put|read|brought|cut|seen|chosen|written|drawn|understood|found|sold|told|thought|bought|won|hung|struck|laid|led|fed|spent|sought)$/i;
const OWNER_STEPS =
  /^(?:accepted|opened|returned|held|awarded|evaluated|considered|posted|notified|reviewed|selected|rejected|issued|given|paid|made|released|announced|scheduled|conducted|determined|based|used|charged|allowed|permitted)$/i;
// Not duties: "will not", "will be available", and what a contract or meeting does ("will commence July 1").
const NOT_VERBS =
  /^(?:not|be|the|a|an|this|that|our|its|their|for|in|at|on|as|of|to|from|with|by|available|commence|begin|start|end|expire|terminate|take|continue|remain|consist|include)$/i;

function hasWillObligation(text: string): boolean {
  for (const match of text.matchAll(WILL)) {
    const word = match[1]!;
    const isPassive = /\bbe\s+$/i.test(match[0].slice(0, match[0].length - word.length));
    if (isPassive) {
      if (PARTICIPLE.test(word) && !OWNER_STEPS.test(word)) return true;
    } else if (!NOT_VERBS.test(word)) return true;
  }
  return false;
}

// "The bid should be submitted...", "The bidders ... should have executed...": "should" binds a bidder or a bid.
const SHOULD = new RegExp(
  String.raw`\b(?:${BIDDER}|bids?|proposals?|quotations?|responses?|submissions?|offers?)\b[^.;]{0,90}?\bshould\b`,
  'i',
);

// A sentence that starts with an order: "Provide...", "Furnish all chemicals...", "Test makeup water for...".
// Verbs that are also nouns of headings ("Test Results", "Report Format") need a lower-case word after them.
const IMPERATIVE =
  /^(?:please\s+)?(?:provide|furnish|supply|maintain|collect|notify|coordinate|clean|employ|be|verify|submit|perform|inspect|calibrate|recalibrate|complete|remove|replace|install|deliver|monitor|keep|attend|include|ensure|calculate|check|flush|drain|use|apply|prepare|conduct|analy[sz]e|repair|respond|train|treat|add|adjust|disinfect|sanitize|descale|evaluate|dispose|obtain|assist|advise|recommend|consult|operate|establish|develop|determine|identify|measure|make|take|send|fill|refill|retain|return|comply|follow|observe|remain|leave|sign|enclose|acknowledge|describe|explain|propose|demonstrate)\b\s+\S|^(?:test|record|log|report|review|schedule|sample|change|state|list|mark|post|label|store|present|attach|document|meet|clear|rotate)\s+(?=[a-z(“"]|all\b|the\b|each\b|any\b)/i;

// A schedule item "Task – Frequency" ("Corrosion Coupon Studies – Quarterly") or "Frequency: Task".
const SCHEDULE_ITEM = new RegExp(
  String.raw`^[^–—]{3,100}\s[–—]\s?(?:${FREQUENCY_WORD}|${AS_NEEDED})\b|^(?:${FREQUENCY_WORD})(?:\/[\w-]+)?:\s+\S`,
  'i',
);

// A control limit written as a spec line: "Conductivity = 3500-4000 mm/cm", "pH = 8-9", "Total Bacteria = < 1000 CFU".
const SPEC_LINE =
  /^[\w ()/-]{0,40}\b(?:conductivity|pH|nitrite|molybd\w*|inhibitor|bacteria|alkalinity|hardness|chlorides?|silica|iron|copper|phosphate|phosphonate|sulfite|halogen|chlorine|bromine|TDS|cycles|ORP|Legionella|corrosion rate|azole|glycol|oxygen|temperature)\b[^=:]{0,30}(?:=|:)\s*(?:[A-Za-z]+-?\s*)?(?:[<>≤≥]\s*)?\d/i;

// A list lead-in that introduces duties: "The Contractor shall:", "Services to include:", "Scope of Work:"; not
// one that lists what is there ("The following systems are included in the scope of this RFP:").
const DUTY_LEAD_IN =
  /\b(?:shall|must|will|services|duties|responsibilities|requirements|specifications|tasks|perform)\b|^(?:scope of (?:work|services)|work to include)\b/i;
const INVENTORY_LEAD_IN =
  /\b(?:systems?|equipment|facilities|buildings|sites|locations|units)\b[^:]*\b(?:are|is)\b/i;
// A heading in title case: "Scope of Services", "Schedule and Submission".
const TITLE_HEADING = /^(?:[A-Z][\w'’&/.-]*)(?:\s+(?:[A-Z][\w'’&/.-]*|and|of|or|for|the|to|in|on|&))*$/;

// A bullet naming a service ("Monthly chemical testing of all...", "Corrosion coupon monitoring on all towers").
const SERVICE_NOUN =
  /^(?:[\w&%/-]+\s+){0,5}?(?:testing|tests?|monitoring|studies|study|analysis|analyses|inspections?|training|program|logs?|logging|sampling|calibration|verification|visits?|maintenance|evaluations?|reports?|reporting|cleaning|disinfection|treatment|profiles?|calculations?|determinations?|utilization)\b/i;

const MIN_WORDS = 3;

/** Whether a statement is one a bidder must answer, by the language of solicitations (issue 20). */
export function isRequirement(statement: Statement | string, owners?: OwnerNames): boolean {
  const {
    text,
    isListItem = false,
    leadIn = null,
  } = typeof statement === 'string' ? { text: statement } : statement;
  if (SPEC_LINE.test(text)) return true;
  const words = text.split(/\s+/).length;
  if (words < MIN_WORDS || /:\s*$/.test(text) || (words <= 7 && TITLE_HEADING.test(text))) return false;
  if (EXCLUSION.test(text)) return false;
  // The owner's own duties and plans ("The State anticipates...", "The District will maintain..."), unless they
  // bind the bidder ("HACLA requires a qualified contractor to provide...", "KCAB anticipates that the
  // Contractor must deliver...").
  if (owners?.pattern.test(text)) {
    const bindsBidder =
      new RegExp(String.raw`\brequires?\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}(?:${BIDDER})\s+to\b`, 'i').test(
        text,
      ) ||
      new RegExp(String.raw`\b(?:${BIDDER})\b[^.;]*\b(?:must|shall|will|is to|are to)\b`, 'i').test(text);
    if (!bindsBidder) return false;
    return true;
  }
  if (/\b(?:by|of)\s+(?:the\s+)?[A-Z]{3,6}\s+(?:personnel|staff)\b/.test(text)) return false;
  if (/^it is the\b[^.]*\b(?:user|owner|district|city|county|state|agency)['’]s responsibility\b/i.test(text))
    return false;
  if (OBLIGATION.test(text) || hasWillObligation(text) || SHOULD.test(text)) return true;
  if (IMPERATIVE.test(text) || SCHEDULE_ITEM.test(text)) return true;
  if (isListItem && leadIn && DUTY_LEAD_IN.test(leadIn) && !INVENTORY_LEAD_IN.test(leadIn)) return true;
  if (isListItem && SERVICE_NOUN.test(text)) return true;
  return false;
}

/**
 * Each requirement statement once, in document order, numbered R1, R2... with its category and location;
 * `statementIds` maps each statement that became a requirement to its id.
 */
export function findRequirements(
  statements: readonly Statement[],
  owners?: OwnerNames,
): {
  requirements: RfpRequirement[];
  statementIds: Map<number, string>;
} {
  const requirements: RfpRequirement[] = [];
  const statementIds = new Map<number, string>();
  const seen = new Map<string, string>();
  statements.forEach((statement, index) => {
    if (!isRequirement(statement, owners)) return;
    const key = statement.text.toLowerCase();
    const existing = seen.get(key);
    if (existing) {
      statementIds.set(index, existing);
      return;
    }
    if (requirements.length >= MAX_REQUIREMENTS) return;
    const id = `R${requirements.length + 1}`;
    requirements.push({
      id,
      text: statement.text,
      category: categorize(statement.text),
      location: statement.location,
    });
    seen.set(key, id);
    statementIds.set(index, id);
  });
  return { requirements, statementIds };
}

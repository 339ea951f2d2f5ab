import type { RfpSpecificDetails } from '#shared/schemas/rfp.ts';
import type { TextBlock } from '../extraction/types.ts';
import { normalizeText, type Statement } from './statements.ts';

/** The longest detail kept. */
const MAX_DETAIL_CHARS = 300;
/** Organisations and facilities are named near the start of an RFP. */
const OPENING_BLOCKS = 25;

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DATE = String.raw`(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})`;
const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:a\.m\.|p\.m\.|am\b|pm\b|AM\b|PM\b)(?:\s+(?:local time|[A-Z]{2,4}\b))?`;
const DATE_TIME = new RegExp(String.raw`${DATE}(?:,?\s+(?:at\s+|by\s+)?${TIME})?`);

function clip(text: string): string {
  const trimmed = text.trim().replace(/[.;,]+$/, '');
  return trimmed.length > MAX_DETAIL_CHARS ? `${trimmed.slice(0, MAX_DETAIL_CHARS - 1)}…` : trimmed;
}

const LABEL_LINE = /^([A-Za-z][A-Za-z /&-]{1,40}?)\s*:\s*(.+)$/;

/**
 * The lines of the blocks, normalised, with a wrapped line joined to the line before it when that one is a
 * "Label: value" line (a PDF paragraph may hold several label lines; a text file wraps a long one).
 */
function linesOf(blocks: readonly TextBlock[]): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    let isInLabel = false;
    for (const raw of normalizeText(block.text).split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (isInLabel && !LABEL_LINE.test(line)) {
        lines[lines.length - 1] += ` ${line}`;
        continue;
      }
      isInLabel = LABEL_LINE.test(line);
      lines.push(line);
    }
  }
  return lines;
}

/** The value of the first "Label: value" line whose label matches. */
function labelled(lines: readonly string[], labels: RegExp): string | null {
  for (const line of lines) {
    const match = LABEL_LINE.exec(line);
    if (match && labels.test(match[1]!.trim()) && match[2]!.trim() !== '') return match[2]!;
  }
  return null;
}

const PLACE_ORGANISATION =
  /\b(?:City|County|Town|Village|State|Commonwealth|Port|Borough|Township) of(?: [A-Z][A-Za-z.'-]+){1,3}/;
const NAMED_ORGANISATION =
  /\b(?:[A-Z][A-Za-z&.'-]*\s+){1,5}(?:Hospital|Medical Center|Health System|Healthcare|University|College|School District|Public Schools|Authority|Water District|Corporation|Airport Board|Board of Education|Embassy(?: in [A-Z][a-z]+)?)\b/g;
// "Housing Authority of the City of Los Angeles", "Department of Buildings and General Services".
const BODY_OF =
  /\b(?:(?:[A-Z][a-z]+\s+){0,2}(?:Authority|Department|Agency|Office|Division|Board|Commission|University))\s+of\s+(?:the\s+)?(?:[A-Z][A-Za-z.'-]+(?:\s+(?:and|of|the)\s+|\s+)?){1,6}/;
// An organisation defined with its acronym: 'The Kenton County Airport Board ("KCAB")'.
const DEFINED_ACRONYM = /\b((?:[A-Z][A-Za-z.'&-]+\s+){1,7})\(\s*(?:the\s+)?["“]?[A-Z]{2,8}["”]?\s*\)/;
const ORGANISATION_NOUN =
  /\b(?:Board|Authority|District|Schools|University|College|Hospital|Center|Centre|Agency|Department|Commission|Corporation|Company|Embassy|County|City|Council|Institute|Services|Administration)$/;
// Words that start a sentence rather than a name ("Notify University and Hospital Representatives").
const NOT_NAME_START =
  /^(?:The|A|An|This|That|These|Each|All|Any|And|Or|Of|For|To|In|On|At|By|With|Notify|Provide|Submit|Contact|Please|Send|Complete|Maintain|Coordinate|Consult|Collect|Deliver|Furnish|Supply|Mail|Email|Call|Return|Address|Through|Additionally|Successful)$/;

/** A name as found, less the sentence words before it; null when only a generic noun is left. */
export function cleanName(raw: string): string | null {
  const words = raw.trim().split(/\s+/);
  while (words.length > 0 && NOT_NAME_START.test(words[0]!)) words.shift();
  if (words.length < 2) return null;
  return words.join(' ').replace(/[,.;]+$/, '');
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\bOf\b/g, 'of');
}

function findOrganisation(lines: readonly string[]): string | null {
  const issuedBy = labelled(lines, /^(?:issued by|issuing (?:agency|organi[sz]ation|office)|owner|agency)$/i);
  if (issuedBy) return clip(issuedBy);
  for (const line of lines) {
    // The first name on the line, whichever way it is written.
    const candidates: { at: number; name: string | null }[] = [];
    const defined = DEFINED_ACRONYM.exec(line);
    if (defined && ORGANISATION_NOUN.test(defined[1]!.trim()))
      candidates.push({ at: defined.index, name: cleanName(defined[1]!) });
    const body = BODY_OF.exec(line);
    if (body) candidates.push({ at: body.index, name: cleanName(body[0]) });
    const place = PLACE_ORGANISATION.exec(line);
    if (place) candidates.push({ at: place.index, name: place[0] });
    for (const match of line.matchAll(NAMED_ORGANISATION))
      candidates.push({ at: match.index, name: cleanName(match[0]) });
    const first = candidates.filter((c) => c.name !== null).sort((a, b) => a.at - b.at)[0];
    if (first) return clip(first.name!);
  }
  // A title page in capitals: "CITY OF RIVERTON".
  for (const line of lines) {
    const match = new RegExp(PLACE_ORGANISATION.source, 'i').exec(line);
    if (match && match[0] === match[0].toUpperCase()) return clip(titleCase(match[0]));
  }
  return null;
}

const FACILITY_NAME =
  /\b(?:[A-Z][A-Za-z&.'-]*\s+){1,5}(?:Center|Centre|Hospital|Campus|Plant|Building|Complex|Hall|Library|Arena|Courthouse|School|Facility)\b/g;

/** The facility: a "Facility:" line, else the first building-like name that is not the issuing organisation. */
function findFacility(lines: readonly string[], organisation: string | null): string | null {
  const label = labelled(lines, /^(?:facility|facilities|location|site|project site|place of performance)$/i);
  if (label) return clip(label);
  for (const line of lines) {
    for (const match of line.matchAll(FACILITY_NAME)) {
      const name = cleanName(match[0]);
      const next = line.slice(match.index + match[0].length);
      // "North Penn School District" is the owner, "HACLA Building Engineer" a person.
      if (!name || organisation?.startsWith(name)) continue;
      if (
        /^\s+(?:District|Board|Engineer|Manager|Representative|Director|Foreman|Department|Personnel|Staff)\b/.test(
          next,
        )
      )
        continue;
      return clip(name);
    }
  }
  return null;
}

// Systems as a rep names them, in the order the RFP first mentions them.
const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\bcooling towers?\b/i, 'Cooling towers'],
  [/\bevaporative condensers?\b/i, 'Evaporative condensers'],
  [/\bfluid coolers?\b/i, 'Fluid coolers'],
  [/\bcondenser water\b/i, 'Condenser water'],
  [/\bchillers?\b/i, 'Chillers'],
  [/\bsteam boilers?\b/i, 'Steam boilers'],
  [/\bhot water boilers?\b/i, 'Hot water boilers'],
  [/\bboilers?\b/i, 'Boilers'],
  [/\bclosed[- ]loops?\b/i, 'Closed loops'],
  [/\bchilled water\b/i, 'Chilled water'],
  [/\bhot water heating\b/i, 'Hot water heating'],
  [/\bglycol\b/i, 'Glycol loops'],
  [/\bheat exchangers?\b/i, 'Heat exchangers'],
  [/\b(?:water )?softeners?\b/i, 'Water softeners'],
  [/\breverse osmosis\b/i, 'Reverse osmosis'],
  [/\bdomestic (?:hot )?water\b/i, 'Domestic water'],
  [/\b(?:boiler )?feed ?water\b|\bdeaerators?\b/i, 'Boiler feedwater'],
  [/\bcondensate\b/i, 'Condensate return'],
  [/\bmake-?up water\b/i, 'Make-up water'],
];

function findSystems(text: string): string[] {
  const found = SYSTEMS.map(([pattern, name]) => ({ name, at: pattern.exec(text)?.index ?? -1 }))
    .filter((system) => system.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((system) => system.name);
  // "Boilers" only when no kind of boiler was named.
  const hasKind = found.includes('Steam boilers') || found.includes('Hot water boilers');
  return found.filter((name) => name !== 'Boilers' || !hasKind);
}

function findDueDate(lines: readonly string[], statements: readonly Statement[]): string | null {
  const label = labelled(
    lines,
    /^(?:proposals? due|responses? due|bids? due|due date|submission deadline|closing date|deadline)$/i,
  );
  if (label) return clip(DATE_TIME.exec(label)?.[0] ?? label);
  const due = /\b(?:proposals?|responses?|submissions?|bids?)\b[^.]*?\b(?:due|received|submitted)\b/i;
  for (const { text } of statements) {
    if (!due.test(text)) continue;
    const date = DATE_TIME.exec(text);
    if (date) return clip(date[0]);
  }
  return null;
}

function findContractTerm(lines: readonly string[], statements: readonly Statement[]): string | null {
  const label = labelled(lines, /^(?:contract term|term of (?:the )?contract|term|contract period)$/i);
  if (label) return clip(label);
  const term =
    /\b(?:contract|agreement|initial) (?:term|period)\b[^.]*?\b(?:is|shall be|will be|of)\s+(.+)$|\bterm of (?:the|this) (?:contract|agreement)\b\s+(?:is|shall be|will be)\s+(.+)$/i;
  for (const { text } of statements) {
    const match = term.exec(text);
    if (match) return clip(match[1] ?? match[2]!);
  }
  return null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?:\s*(?:ext\.?|x)\s*\d+)?/;
const PERSON =
  /\b(?:to|contact)\s+((?:(?:Mr|Ms|Mrs|Dr)\.\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+){1,2})(,\s+[A-Z][A-Za-z ]{2,40}?)?(?=,|\s+at\b|\s+by\b|\s+\(|\s*$)/;

function findContact(lines: readonly string[], statements: readonly Statement[]): string | null {
  const label = labelled(
    lines,
    /^(?:contact|contact person|point of contact|procurement contact|issuing officer|rfp contact)$/i,
  );
  if (label) return clip(label);
  for (const { text } of statements) {
    const email = EMAIL.exec(text)?.[0];
    if (!email) continue;
    const person = PERSON.exec(text);
    const phone = PHONE.exec(text)?.[0];
    const parts = [person ? `${person[1]}${person[2] ?? ''}` : null, email, phone ?? null];
    return clip(parts.filter(Boolean).join(', '));
  }
  return null;
}

/** Issuing organisation, facility, systems, due date, contract term and contact, where the RFP gives them. */
export function findSpecificDetails(
  blocks: readonly TextBlock[],
  statements: readonly Statement[],
): RfpSpecificDetails {
  const lines = linesOf(blocks);
  const opening = linesOf(blocks.slice(0, OPENING_BLOCKS));
  const organisation = findOrganisation(opening);
  return {
    issuingOrganization: organisation,
    facility: findFacility(opening, organisation),
    systemsMentioned: findSystems(statements.map((s) => s.text).join('\n')),
    dueDate: findDueDate(lines, statements),
    contractTerm: findContractTerm(lines, statements),
    contact: findContact(lines, statements),
  };
}

// Which sections of a written proposal differ between two versions of its text: the generator names them when
// the server brought the text's figures up to date after a change to the program (docs/decisions/037).

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** The text's sections by heading (the part before the first heading under ""), each with its lines. */
function sectionsOf(content: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current = '';
  sections.set(current, []);
  for (const line of content.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      current = heading[1]!.replace(/[*_`]/g, '');
      if (!sections.has(current)) sections.set(current, []);
      continue;
    }
    sections.get(current)!.push(line);
  }
  return sections;
}

/** The headings of the sections whose text differs, in the order of `after` ("" for text before any heading). */
export function listChangedSections(before: string, after: string): string[] {
  const old = sectionsOf(before);
  const changed: string[] = [];
  for (const [heading, lines] of sectionsOf(after)) {
    if ((old.get(heading) ?? []).join('\n').trim() !== lines.join('\n').trim()) changed.push(heading);
  }
  return changed;
}

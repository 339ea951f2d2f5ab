// Small Markdown builders for the built-in writer. Survey text is the rep's; it is placed so it cannot break
// the document's structure (a cell keeps its pipes escaped, a quote keeps every line quoted).

/** Text safe inside a table cell: one line, pipes escaped. */
export function cell(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim() || '—';
}

/** A Markdown table. */
export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers.map(cell)), line(headers.map(() => '---')), ...rows.map((row) => line(row))].join(
    '\n',
  );
}

/** Text that starts no block of its own (a leading "#", ">", "-" or "1." would). */
export function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^([#>+-]|\d+[.)])/, '\\$1');
}

/** Each line of the text as a quoted line. */
export function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** A bulleted list; empty input gives "". */
export function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** Splits free text into sentences ("A. B." → ["A.", "B."]), keeping figures such as "12.5%" whole. */
export function sentences(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 cooling tower", "2 boilers". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Joins the non-empty sections with blank lines. */
export function blocks(...parts: (string | null | false | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');
}

/** A figure in the summary: a number, a short text, or null when not measured. */
export type Figure = number | string | null;

/** What a section hands back for the summary: its figures, or why it was skipped. */
export interface SectionResult {
  id: string;
  title: string;
  skipped?: string;
  /** One line for the one-screen summary. */
  line?: string;
  figures: Record<string, Figure | Record<string, Figure>>;
}

/** A skipped section's result; the reason is printed as "skipped: <reason>". */
export function skipSection(id: string, title: string, reason: string): SectionResult {
  console.log(`  skipped: ${reason}`);
  return { id, title, skipped: reason, figures: {} };
}

/** Prints a section's heading; `skip(reason)` is skipSection for this section's id and title. */
export function startSection(
  id: string,
  title: string,
  heading: string,
): { skip(reason: string): SectionResult } {
  printHeading(heading);
  return { skip: (reason) => skipSection(id, title, reason) };
}

/** Prints a section heading. */
export function printHeading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(3, 76 - title.length))}`);
}

/** Prints rows as a left-aligned text table with a header rule. */
export function printTable(headers: string[], rows: (string | number | null)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map((c) => (c === null ? '—' : String(c))))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const format = (row: string[]) =>
    `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`;
  console.log(format(cells[0]!));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(format(row));
}

/** Prints a note under a table. */
export function printNote(text: string): void {
  console.log(`  note: ${text}`);
}

/** Formats milliseconds for tables: "12.3 ms" or "4.21 s". */
export function formatMs(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '—';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

// Markdown nested deeper than anyone writes (2,000 `>` in a row, a list indented 2,000 times, emphasis inside
// emphasis 2,000 times) overflows marked's recursive lexer: the proposal PDF answered 500 and the preview broke.
// Both now read the text through these helpers: quote and list markers past MAX_MARKDOWN_NESTING are dropped (their
// text is drawn flat at that depth), and text the lexer still cannot read loses its emphasis marks, then its Markdown.

/** Deepest nesting of quotes and lists drawn as such; deeper markers are dropped and their text set at this depth. */
export const MAX_MARKDOWN_NESTING = 16;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// One quote marker, or one list marker followed by a space, with the whitespace before it.
const CONTAINER_MARKER = /^[ \t]*(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])[ \t]+)/;
const LEADING_SPACE = /^[ \t]*/;

function columnsOf(space: string): number {
  let columns = 0;
  for (const char of space) columns = char === '\t' ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}

/** One line with at most `max` quote or list markers in front, and an indentation of at most `max` list levels. */
function capLine(line: string, max: number): string {
  let kept = '';
  let rest = line;
  let markers = 0;
  for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
    markers++;
    if (markers <= max) kept += match[0];
    rest = rest.slice(match[0].length);
  }
  const capped = markers > max ? kept + rest : line;
  // Lists also nest by indentation alone; past `max` levels of four columns, deeper items become siblings.
  const space = LEADING_SPACE.exec(capped)![0];
  if (columnsOf(space) <= max * 4) return capped;
  return ' '.repeat(max * 4) + capped.slice(space.length);
}

/**
 * The Markdown with quotes and lists nested at most `max` deep (outside fenced code blocks): a line's markers past
 * the limit are dropped, so its text is drawn flat at the deepest level kept. Text within the limit is unchanged.
 */
export function capMarkdownNesting(markdown: string, max = MAX_MARKDOWN_NESTING): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opened = FENCE.exec(line)?.[1];
      if (fence) {
        if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = null;
        return line;
      }
      if (opened) {
        fence = opened;
        return line;
      }
      return capLine(line, max);
    })
    .join('\n');
}

/** The Markdown with its emphasis marks (`*`, `_`, `~`) escaped: what is left when they nest too deep to read. */
export function escapeEmphasis(markdown: string): string {
  return markdown.replace(/[*_~]/g, '\\$&');
}

/** Whether an error is the JavaScript stack overflowing (a lexer recursing through absurdly deep nesting). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * Reads Markdown with `read` (a lexer or a renderer), nested at most MAX_MARKDOWN_NESTING deep: first as written
 * (capped), then with emphasis marks escaped, then as `plain(markdown)`, when the reader's recursion overflows.
 * Never throws for nesting.
 */
export function readNestedMarkdown<T>(
  markdown: string,
  read: (markdown: string) => T,
  plain: (markdown: string) => T,
): T {
  const capped = capMarkdownNesting(markdown);
  for (const attempt of [capped, escapeEmphasis(capped)]) {
    try {
      return read(attempt);
    } catch (error) {
      if (!isStackOverflow(error)) throw error;
    }
  }
  return plain(markdown);
}

// Reading a written proposal (Markdown) as the words a person sees.

/** Removes Markdown emphasis, code marks, links and blockquote/list markers, leaving the words. */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*(?:>\s*)+/, '')
    .replace(/^\s*(?:[-+]|\d+[.)])\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

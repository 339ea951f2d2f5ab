import { Marked } from 'marked';
import { useMemo } from 'react';
import { escapeHtml } from '#shared/html.ts';
import { readNestedMarkdown } from '#shared/writing/markdown-nesting.ts';

// The live preview of the written proposal. Markdown only: raw HTML in the text is shown as text, links keep
// only http(s), mailto and in-page targets, and images show their alt text, so nothing typed or written by a
// model can run script or load content into the page.

const SAFE_URL = /^(?:https?:|mailto:|#)/i;

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return inner;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href.trim())}"${titleAttribute} target="_blank" rel="noopener noreferrer nofollow">${inner}</a>`;
    },
    image({ text }) {
      return escapeHtml(text);
    },
  },
});

/** Paragraphs of escaped text: the last resort for text nested too deep for marked. */
function plainHtml(content: string): string {
  return content
    .split(/\n[ \t]*\n/)
    .filter((text) => text.trim())
    .map((text) => `<p>${escapeHtml(text.trim())}</p>`)
    .join('');
}

/**
 * Renders proposal Markdown to HTML with no raw HTML, unsafe links or images; quotes and lists nested past
 * MAX_MARKDOWN_NESTING are shown flat, as the PDF draws them, and text too deep for marked still renders.
 */
export function renderProposalMarkdown(content: string): string {
  return readNestedMarkdown(content, (text) => markdown.parse(text, { async: false }), plainHtml);
}

// Document styles for the preview (no typography plugin): headings, lists, tables and quotes.
const PROSE = [
  'text-sm leading-relaxed text-slate-800 break-words',
  '[&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-slate-900',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:border-b [&_h2]:border-slate-200 [&_h2]:pb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-xs',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top',
  '[&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
].join(' ');

/** The proposal as the customer will read it. */
export function ProposalPreview({ content }: { content: string }) {
  const html = useMemo(() => renderProposalMarkdown(content), [content]);
  return (
    <div
      className={PROSE}
      data-testid="proposal-preview"
      // Safe: renderProposalMarkdown escapes raw HTML and drops unsafe links and images.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized Markdown rendering (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import type { ReactNode } from 'react';

// The proposal's written text is Markdown (headings, lists, bold); the public page shows it with its structure
// and without any HTML from the text (it is drawn as React text nodes).

/** Bold runs (**x**) as <strong>, everything else as plain text. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={`${index}-${part}`}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/** The proposal's text: headings, bullet lists and paragraphs. */
export function ProposalText({ content }: { content: string }) {
  const blocks = content
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-3 text-sm leading-relaxed text-slate-800" data-testid="public-proposal-text">
      {blocks.map((block, index) => {
        const key = `${index}-${block.slice(0, 12)}`;
        const heading = /^(#{1,6})\s+(.*)$/.exec(block);
        if (heading && !block.includes('\n'))
          return (
            <h2 key={key} className="mt-2 text-base font-semibold text-slate-900">
              {inline(heading[2]!)}
            </h2>
          );
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*([-*]|\d+\.)\s+/.test(line)))
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {lines.map((line, i) => (
                <li key={`${i}-${line}`}>{inline(line.replace(/^\s*([-*]|\d+\.)\s+/, ''))}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="whitespace-pre-line">
            {inline(block.replace(/^#{1,6}\s+/gm, ''))}
          </p>
        );
      })}
    </div>
  );
}

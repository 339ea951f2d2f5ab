import type { ReactNode } from 'react';

// The proposal's written text is Markdown (headings, lists, bold); the public page shows it with its structure
// and without any HTML from the text (it is drawn as React text nodes).

/** Bold runs (**x**) as <strong>, italic runs (*x*) as <em>, everything else as plain text. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/).map((part, index) => {
    const key = `${index}-${part}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      return <em key={key}>{part.slice(1, -1)}</em>;
    return part;
  });
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** A Markdown pipe table: its header row, the rule under it skipped, then its rows; it scrolls on a phone. */
function PipeTable({ lines }: { lines: string[] }) {
  const [header = [], ...rest] = lines.filter((line) => !/^\s*\|?\s*:?-{2,}/.test(line)).map(cellsOf);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-xs">
        <thead className="bg-slate-50">
          <tr>
            {header.map((cell, i) => (
              <th key={`${i}-${cell}`} className="px-2 py-1.5 font-semibold whitespace-nowrap">
                {inline(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rest.map((row, r) => (
            <tr key={`${r}-${row.join('|')}`}>
              {row.map((cell, i) => (
                <td key={`${i}-${cell}`} className="px-2 py-1.5 align-top">
                  {inline(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The proposal's text: headings, tables, bullet lists and paragraphs. */
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
        if (lines.length > 1 && lines.every((line) => line.trim().startsWith('|')))
          return <PipeTable key={key} lines={lines} />;
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

import { Lexer, type Token } from 'marked';
import { describe, expect, test } from 'vitest';
import { capMarkdownNesting, MAX_MARKDOWN_NESTING, readNestedMarkdown } from './markdown-nesting.ts';

/** How deep blockquotes and lists nest in marked's tokens. */
function containerDepth(tokens: readonly Token[]): number {
  let deepest = 0;
  for (const token of tokens) {
    const children =
      token.type === 'blockquote'
        ? [(token as { tokens: Token[] }).tokens]
        : token.type === 'list'
          ? (token as { items: { tokens: Token[] }[] }).items.map((item) => item.tokens)
          : [];
    for (const inner of children) deepest = Math.max(deepest, 1 + containerDepth(inner));
  }
  return deepest;
}

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown);

describe('capMarkdownNesting', () => {
  test('leaves Markdown within the limit exactly as written', () => {
    const text = `> quote\n> > inner\n\n- a\n  - b\n    1. c\n\n\`\`\`\n${'>'.repeat(40)}\n\`\`\`\n`;
    expect(capMarkdownNesting(text)).toBe(text);
  });

  test('keeps 16 levels of a 2,000-deep quote, with its text', () => {
    const capped = capMarkdownNesting(`${'>'.repeat(2000)} deep text`);
    expect(capped).toBe(`${'>'.repeat(MAX_MARKDOWN_NESTING)}deep text`);
    expect(containerDepth(lex(capped))).toBe(MAX_MARKDOWN_NESTING);
  });

  test('keeps at most 16 levels of lists nested by markers or by indentation', () => {
    const byMarkers = capMarkdownNesting(`${'- '.repeat(500)}item`);
    expect(containerDepth(lex(byMarkers))).toBe(MAX_MARKDOWN_NESTING);
    const byIndent = capMarkdownNesting(
      Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
    );
    expect(containerDepth(lex(byIndent))).toBeLessThanOrEqual(2 * MAX_MARKDOWN_NESTING + 1);
    expect(byIndent).toContain('- level 299');
  });

  test('leaves fenced code alone', () => {
    const text = `\`\`\`\n${'> '.repeat(100)}not a quote\n\`\`\``;
    expect(capMarkdownNesting(text)).toBe(text);
  });
});

describe('readNestedMarkdown', () => {
  const plain = (text: string) => `PLAIN:${text.length}`;

  test('reads emphasis nested past the lexer without its marks, and nothing else changes', () => {
    const text = `${'*a '.repeat(2000)}inner${' b*'.repeat(2000)}`;
    expect(() => lex(text)).toThrow(RangeError);
    const tokens = readNestedMarkdown(text, lex, () => lex(''));
    expect(JSON.stringify(tokens)).toContain('inner');
  });

  test('falls back to plain text when even that overflows, and passes other errors on', () => {
    let calls = 0;
    const overflowing = () => {
      calls++;
      throw new RangeError('Maximum call stack size exceeded');
    };
    expect(readNestedMarkdown('text', overflowing, plain)).toBe('PLAIN:4');
    expect(calls).toBe(2);
    expect(() =>
      readNestedMarkdown(
        'text',
        () => {
          throw new TypeError('a bug');
        },
        plain,
      ),
    ).toThrow('a bug');
  });
});

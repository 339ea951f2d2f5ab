import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns every character that could open a tag or close an attribute into its entity', () => {
    expect(escapeHtml(`<img src="x" onerror='alert(1)'> & Co`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; Co',
    );
  });

  it('escapes an ampersand first, so an existing entity is shown as typed', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

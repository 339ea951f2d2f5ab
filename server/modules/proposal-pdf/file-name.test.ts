import { describe, expect, test } from 'vitest';
import { proposalPdfDisposition } from './file-name.ts';

describe('proposalPdfDisposition', () => {
  test('names the file after the title, with a plain ASCII name and the title as written', () => {
    expect(proposalPdfDisposition("Proposal for St. Mary's").header).toBe(
      `attachment; filename="Proposal for St. Mary's.pdf"; filename*=UTF-8''Proposal%20for%20St.%20Mary%27s.pdf`,
    );
    const accented = proposalPdfDisposition('Propuesta — Café Élan “Norte”');
    expect(accented.fileName).toBe('Propuesta — Café Élan “Norte”.pdf');
    expect(accented.header).toBe(
      `attachment; filename="Propuesta - Cafe Elan Norte.pdf"; filename*=UTF-8''Propuesta%20%E2%80%94%20Caf%C3%A9%20%C3%89lan%20%E2%80%9CNorte%E2%80%9D.pdf`,
    );
  });

  test('drops what breaks a header or a file system', () => {
    const { header, fileName } = proposalPdfDisposition('a"b\\c/d:e*f?g<h>i|j\r\nk\u0000l');
    expect(fileName).toBe('a-b-c-d-e-f-g-h-i-jkl.pdf');
    expect([...header].some((c) => c < ' ')).toBe(false);
    expect(header.match(/"/g)).toHaveLength(2);
  });

  test('falls back to proposal.pdf, and keeps names short', () => {
    for (const title of ['', '   ', '///', '...', '\u0000']) {
      expect(proposalPdfDisposition(title).header).toBe(
        `attachment; filename="proposal.pdf"; filename*=UTF-8''proposal.pdf`,
      );
    }
    expect(proposalPdfDisposition('水処理の提案').header).toBe(
      `attachment; filename="proposal.pdf"; filename*=UTF-8''${encodeURIComponent('水処理の提案.pdf')}`,
    );
    expect(proposalPdfDisposition('x'.repeat(500)).fileName).toHaveLength(124);
  });
});

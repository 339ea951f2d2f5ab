import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { equipment, proposals } from '#db/schema/index.ts';
import { formatUsd } from '#shared/calc/index.ts';
import { buildProgramLines } from '#shared/proposals/program-lines.ts';
import { buildComplianceMatrix } from '#shared/writing/compliance.ts';
import {
  createChemical,
  createExampleSurvey,
  createProposal,
  createUser,
} from '../../../tests/factories/index.ts';
import { extractText, pdfFonts, pdfInfo, textBlocks } from '../../../tests/helpers/pdf-text.ts';
import { seedWrittenHospital } from '../../../tests/helpers/proposal-pdf.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { NO_CONTENT_MESSAGE } from './index.ts';

const ctx = registerTestContext();

const URL = '/api/generate-pdf-proposal';

function download(cookie: string, body: unknown) {
  return ctx.call('POST', URL, { cookie, body: body as object });
}

/** A signed-in rep's priced proposal (the calculation example's tower) with the given written content. */
async function createWrittenProposal(content: string | null, title = 'Water treatment program') {
  const { user, cookie } = await ctx.signIn();
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  const proposal = await createProposal(ctx.db, { surveyId: survey.id, title, proposalContent: content });
  await createChemical(ctx.db, proposal.id, { name: 'Scale inhibitor', systemIds: [tower.id] });
  return { cookie, user, survey, proposal };
}

describe('POST /api/generate-pdf-proposal', () => {
  test('the demo hospital: facility, every chemical, the generator’s total, each requirement of the matrix, page numbers', async () => {
    const hospital = await seedWrittenHospital(ctx);
    const res = await download(hospital.cookie, { proposalId: hospital.proposalId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${hospital.title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${hospital.title}.pdf`).replace(/'/g, '%27')}`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The generator's and detail page's figures: the program endpoint, shown with the same functions.
    const program = (
      await ctx.call('GET', `/api/proposals/${hospital.proposalId}/program`, { cookie: hospital.cookie })
    ).json();
    const systems = await ctx.db
      .select()
      .from(equipment)
      .where(eq(equipment.surveyId, hospital.surveyId))
      .orderBy(asc(equipment.id));
    const lines = buildProgramLines(program, systems);
    const total = formatUsd(program.result.totalAnnualCost);
    expect(total).toBe('$80,038');

    const text = await extractText(pdf);
    const blocks = await textBlocks(pdf);
    expect(text).toContain("St. Mary's Regional Medical Center");
    expect(text).toContain('1450 Mercy Drive, Springfield, IL 62702');
    expect(lines.length).toBe(4);
    for (const line of lines) {
      // Each product's row: its name, systems, rate, price, pounds, gallons and cost, as the detail page shows them.
      for (const cell of [
        line.name,
        line.systems,
        line.rate,
        line.price,
        line.lbsPerYear,
        line.gallonsPerYear,
        line.annualCost,
      ]) {
        expect(blocks, `${line.name}: ${cell}`).toContain(cell);
      }
    }
    expect(blocks).toContain('Total annual cost');
    expect(blocks).toContain(total);

    // The matrix the generator shows, for the stored text and the stored analysis.
    const [stored] = await ctx.db.select().from(proposals).where(eq(proposals.id, hospital.proposalId));
    const matrix = buildComplianceMatrix(stored!.proposalContent, HOSPITAL_RFP.identifiedRequirements);
    expect(matrix.length).toBe(12);
    expect(text).toContain('RFP Compliance Matrix');
    // Decision 037: the customer's matrix lists what the proposal meets (requirement, answer, section); what it
    // does not meet stays in the generator unless the rep shows Exceptions, and no internal count is drawn.
    expect(text).toContain('Each requirement of Springfield Health System’s RFP that this proposal meets');
    expect(text).not.toContain('still to answer');
    for (const row of matrix) {
      const cell = `${row.requirementId} · ${row.requirement}`;
      if (row.status === 'met') {
        expect(blocks, cell).toContain(cell);
        expect(blocks, row.answer).toContain(row.answer);
      } else {
        expect(text, row.requirement).not.toContain(row.requirement);
      }
    }

    // The written proposal's headings, the show-the-math appendix, the acceptance block.
    for (const heading of ['Cover Letter', 'Executive Summary', 'Chemical Treatment Program', 'Next Steps']) {
      expect(blocks).toContain(heading);
    }
    expect(text).toContain('Appendix: Show the Math');
    expect(text).toContain('Cooling Tower CT-1: bleed setpoint 1,500 ÷ conductivity 300 µS/cm = 5.00');
    expect(text).toContain('10,597,148 gal ÷ 1,000 × 2.5 lbs = 26,493 lbs');
    expect(text).toContain(`Accepted for St. Mary's Regional Medical Center`);
    for (const field of ['Name', 'Title', 'Signature', 'Date']) expect(blocks).toContain(field);

    // Page N of M on every page; Letter; text from embedded fonts only.
    const info = await pdfInfo(pdf);
    const pages = Number(info.Pages);
    expect(pages).toBeGreaterThan(8);
    expect(info['Page size']).toMatch(/^612 x 792 pts/);
    const numbers = [...text.matchAll(/Page (\d+) of (\d+)/g)];
    expect(numbers.map((m) => Number(m[1]))).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    expect(new Set(numbers.map((m) => Number(m[2])))).toEqual(new Set([pages]));
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBe(2);
    expect(fonts.every((font) => font.isEmbedded && font.name.includes('DejaVuSans'))).toBe(true);
  });

  test('the Markdown: headings, bold and italic, bullet, numbered and task lists, tables, quotes and entities', async () => {
    const content = [
      '# Proposal for Harbor Plant',
      '',
      'A paragraph with **bold words**, *italic words* and `a code span`, then a [link](https://example.com) & more &mdash; done.',
      'A soft break joins this line.',
      '',
      '## Service Plan',
      '',
      '- First bullet',
      '  - Nested bullet',
      '- Second bullet',
      '',
      '3. Third step',
      '4. Fourth step',
      '',
      '- [x] Done task',
      '- [ ] Open task',
      '',
      '| Product | Dose | Annual cost |',
      '| --- | --- | ---: |',
      '| Scale inhibitor | 2.5 lbs/1000gal | $91,454 |',
      '| **Total** | | **$91,454** |',
      '',
      '> A note from the survey.',
      '',
      '<b>raw html</b>',
      '',
      '---',
      '',
      '```',
      'code block line',
      '```',
    ].join('\n');
    const { cookie, proposal } = await createWrittenProposal(content, 'Harbor Plant — Program');
    const res = await download(cookie, { proposalId: proposal.id });
    expect(res.statusCode, res.body).toBe(200);
    const text = await extractText(res.rawPayload);
    const blocks = await textBlocks(res.rawPayload);
    for (const expected of [
      'Proposal for Harbor Plant',
      'A paragraph with bold words, italic words and a code span, then a link & more — done. A soft break joins this line.',
      'Service Plan',
      '• First bullet',
      '◦ Nested bullet',
      '• Second bullet',
      '3. Third step',
      '4. Fourth step',
      '☑ Done task',
      '☐ Open task',
      'A note from the survey.',
      '<b>raw html</b>',
      'code block line',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const cell of ['Product', 'Dose', 'Annual cost', 'Scale inhibitor', '2.5 lbs/1000gal', 'Total']) {
      expect(blocks, cell).toContain(cell);
    }
    expect(text).not.toContain('**');
    expect(text).not.toContain('&mdash;');
    // No RFP: no matrix and no note about it (decision 037: internal notes stay in the generator).
    expect(text).not.toContain('RFP Compliance Matrix');
    expect(text).not.toContain('No RFP was uploaded');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Harbor Plant - Program.pdf"; filename*=UTF-8''Harbor%20Plant%20%E2%80%94%20Program.pdf`,
    );
  });

  test('hostile Markdown still makes a PDF: deep nesting, a huge word, a wide table, odd characters', async () => {
    const content = [
      Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
      `${'>'.repeat(80)} deep quote`,
      'x'.repeat(5000),
      `| ${Array.from({ length: 30 }, (_, i) => `Column${i}Verylongheaderword`).join(' | ')} |`,
      `| ${Array.from({ length: 30 }, () => '---').join(' | ')} |`,
      `| ${Array.from({ length: 30 }, (_, i) => `cell${i}`).join(' | ')} |`,
      '',
      'Emoji 🚀💧, CJK 水处理, RTL עברית, zero\u200bwidth, tab\tchar.',
      '',
      '[bad](javascript:alert(1)) ![alt text](http://x/y.png) <script>alert(1)</script> &#0; &#xD800; &bogus;',
    ].join('\n');
    const { cookie, proposal } = await createWrittenProposal(content);
    const res = await download(cookie, { proposalId: proposal.id });
    expect(res.statusCode, res.body).toBe(200);
    const text = await extractText(res.rawPayload);
    expect(text).toContain('level 39');
    expect(text).toContain('deep quote');
    expect(text).toContain('alt text');
    expect(text).toContain('&bogus;');
  });

  test.each([
    ['2,000 nested quotes', `${'>'.repeat(2000)} deepest quote text`, 'deepest quote text'],
    ['2,000 spaced quotes', `${'> '.repeat(2000)}deepest quote text`, 'deepest quote text'],
    [
      'a list indented 2,000 times',
      Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
      'level 1999',
    ],
    ['quotes and lists mixed 2,000 deep', `${'> - '.repeat(2000)}mixed depth text`, 'mixed depth text'],
    [
      'emphasis inside emphasis 2,000 deep',
      `${'*a '.repeat(2000)}inner words${' b*'.repeat(2000)}`,
      'inner words',
    ],
    [
      'strong inside strong 2,000 deep',
      `${'**a '.repeat(2000)}inner words${' b**'.repeat(2000)}`,
      'inner words',
    ],
    ['5,000 stars around a word', `${'*'.repeat(5000)}starred${'*'.repeat(5000)}`, 'starred'],
    [
      'links inside links 2,000 deep',
      `${'[a '.repeat(2000)}link words${'](https://x.example)'.repeat(2000)}`,
      'link words',
    ],
  ])(
    '%s: the PDF is made, the deepest text drawn flat (never a 500)',
    async (_shape, nested, expected) => {
      const content = `## Scope\n\nBefore the nesting.\n\n${nested}\n\nAfter the nesting.`;
      const { cookie, proposal } = await createWrittenProposal(content);
      const res = await download(cookie, { proposalId: proposal.id });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const text = (await extractText(res.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Before the nesting.');
      expect(text).toContain(expected);
      expect(text).toContain('After the nesting.');
    },
    60_000,
  );

  test('a title with no usable characters downloads as proposal.pdf', async () => {
    const { cookie, proposal } = await createWrittenProposal('Text.', '///');
    const res = await download(cookie, { proposalId: proposal.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="proposal.pdf"; filename*=UTF-8''proposal.pdf`,
    );
  });

  test('another user’s proposal answers 404, exactly as a missing one', async () => {
    const { proposal } = await createWrittenProposal('Written.');
    const { cookie } = await ctx.signIn();
    const foreign = await download(cookie, { proposalId: proposal.id });
    const missing = await download(cookie, { proposalId: 2_147_483_647 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toMatchObject({ message: 'Proposal not found', code: 'not_found' });
  });

  test('a proposal without written content answers 400 with what to do', async () => {
    for (const content of [null, '', '  \n\n ']) {
      const { cookie, proposal } = await createWrittenProposal(content);
      const res = await download(cookie, { proposalId: proposal.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NO_CONTENT_MESSAGE);
    }
  });

  test('a body without a proposal id answers 400', async () => {
    const { cookie } = await ctx.signIn();
    for (const body of [{}, { proposalId: 'abc' }, { proposalId: -1 }, { proposalId: 1.5 }]) {
      const res = await download(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  test('signed out 401; an inactive subscription 402', async () => {
    const { proposal } = await createWrittenProposal('Written.');
    expect((await ctx.call('POST', URL, { body: { proposalId: proposal.id } })).statusCode).toBe(401);
    const lapsed = await createUser(ctx.db, { subscriptionStatus: 'inactive' });
    const cookie = await ctx.login(lapsed.username!);
    expect((await download(cookie, { proposalId: proposal.id })).statusCode).toBe(402);
  });
});

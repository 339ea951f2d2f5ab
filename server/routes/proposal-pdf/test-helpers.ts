import { eq } from 'drizzle-orm';
import { proposals } from '#db/schema/index.ts';
import type { TestContext } from '../../../tests/setup/test-app.ts';
import { seedDemo } from '../../ops/seed-demo.ts';
import { HOSPITAL_RFP } from '../ai/rfp-fixture.ts';
import { runPoppler as poppler } from '../reports/test-helpers.ts';

function decodeXml(text: string): string {
  return text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The PDF's text blocks as pdftotext finds them (-bbox-layout), each one line of text: a paragraph, a heading,
 * or one table cell (a cell's wrapped lines form one block, apart from its neighbours).
 */
export async function textBlocks(pdf: Buffer): Promise<string[]> {
  const html = await poppler('pdftotext', pdf, (file) => ['-bbox-layout', file, '-']);
  return [...html.matchAll(/<block[^>]*>([\s\S]*?)<\/block>/g)].map((block) =>
    decodeXml([...block[1]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(' ')),
  );
}

/** pdfinfo's fields (Pages, Page size, Title...). */
export async function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  const out = await poppler('pdfinfo', pdf, (file) => [file]);
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!.trim(), match[2]!.trim()]),
  );
}

/** The fonts pdffonts lists: name, whether embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; isEmbedded: boolean }[]> {
  const out = await poppler('pdffonts', pdf, (file) => [file]);
  return out
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({ name: cells[0]!, isEmbedded: cells.at(-5) === 'yes' }));
}

/**
 * The demo account (scripts/seed-demo.ts) with the hospital's proposal analysed against the hospital RFP fixture
 * and written by the built-in writer through the API; answers its cookie and ids.
 */
export async function seedWrittenHospital(ctx: TestContext, password = 'demo-password-1') {
  const { surveyIds } = await seedDemo(ctx.deps, { password });
  const cookie = await ctx.login('demo', password);
  const surveyId = surveyIds[0]!;
  const [proposal] = await ctx.db.select().from(proposals).where(eq(proposals.surveyId, surveyId));
  await ctx.db.update(proposals).set({ rfpAnalysis: HOSPITAL_RFP }).where(eq(proposals.id, proposal!.id));
  const written = await ctx.call('POST', '/api/ai/generate-proposal', {
    cookie,
    body: { surveyId, proposalId: proposal!.id },
  });
  if (written.statusCode !== 200) throw new Error(`writing failed: ${written.statusCode} ${written.body}`);
  return { cookie, surveyId, proposalId: proposal!.id, title: proposal!.title };
}

import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOGO_TYPE_REFUSAL } from '#server/modules/files/byte-check.ts';
import { createChemical, createExampleSurvey, createProposal } from '../../../tests/factories/index.ts';
import { SAMPLE_GIF, SAMPLE_JPEG, SAMPLE_PNG } from '../../../tests/fixtures/image-samples.ts';
import { extractText, pdfInfo } from '../../../tests/helpers/pdf-text.ts';
import { filePathOf, keyOf, putBytes, registerDiskContext } from '../../../tests/helpers/photos.ts';
import { listImages } from '../../../tests/helpers/reports.ts';

const env = registerDiskContext();
const URL = '/api/settings/company';

const COMPANY = {
  name: 'Clearwater Treatment Co.',
  address: '400 Industrial Pkwy\nAustin, TX 78701',
  phone: '(512) 555-0100',
  email: 'office@clearwater.example',
  website: 'www.clearwater.example',
  licenceLines: 'Texas Water Treatment Licence WT-0042',
  certificationLines: 'AWT Certified Water Technologist',
  brandColor: '#7A1F5C',
};

/** A signed-in rep with a profile title and phone. */
function signInRep() {
  return env.ctx.signIn({
    firstName: 'Dana',
    lastName: 'Reyes',
    jobTitle: 'Account Manager',
    phone: '512-555-0199',
  });
}

/** Asks for a logo upload link and PUTs the bytes; answers the upload URL without its query. */
async function uploadLogo(cookie: string, bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const ticket = await env.ctx.call('POST', '/api/objects/upload', {
    cookie,
    body: { kind: 'logo', size: bytes.length, fileName: 'logo.png' },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const uploadURL: string = ticket.json().uploadURL;
  const put = await putBytes(env.ctx, uploadURL, bytes, contentType);
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL.split('?')[0]!;
}

/** The rep's written, priced proposal (the calculation example's tower). */
async function createWrittenProposal(userId: string) {
  const { survey, tower } = await createExampleSurvey(env.ctx.db, userId);
  const proposal = await createProposal(env.ctx.db, {
    surveyId: survey.id,
    title: 'Water treatment program',
    proposalContent: '## Cover Letter\n\nThank you for the survey.\n\n## Summary\n\nThe program.',
  });
  await createChemical(env.ctx.db, proposal.id, { name: 'Scale inhibitor', systemIds: [tower.id] });
  return { survey, proposal };
}

/** Every "AquaSurvey" in the text, with the words before it. */
function brandMentions(text: string): string[] {
  return [...text.matchAll(/(\S+ \S+ )?AquaSurvey( Pro)?/g)].map((match) => match[0]);
}

describe('GET/PUT /api/settings/company', () => {
  test('is not set for a new rep, and carries the rep’s name, title, phone and e-mail from the profile', async () => {
    const { cookie, user } = await signInRep();
    const res = await env.ctx.call('GET', URL, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSet: false,
      name: null,
      logoUrl: null,
      rep: { name: 'Dana Reyes', title: 'Account Manager', phone: '512-555-0199', email: user.email },
    });
    const profile = await env.ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { jobTitle: 'Regional Sales Engineer', phone: '(512) 555-0111' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ jobTitle: 'Regional Sales Engineer', phone: '(512) 555-0111' });
    const after = (await env.ctx.call('GET', URL, { cookie })).json();
    expect(after.rep).toMatchObject({ title: 'Regional Sales Engineer', phone: '(512) 555-0111' });
  });

  test('saves every field and reads it back; the colour is kept in lower case', async () => {
    const { cookie } = await signInRep();
    const res = await env.ctx.call('PUT', URL, { cookie, body: COMPANY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...COMPANY, brandColor: '#7a1f5c', isSet: true, logoUrl: null });
    expect((await env.ctx.call('GET', URL, { cookie })).json()).toEqual(res.json());
  });

  test('refuses bad fields with a message under each, and keeps what was saved', async () => {
    const { cookie } = await signInRep();
    await env.ctx.call('PUT', URL, { cookie, body: COMPANY });
    const res = await env.ctx.call('PUT', URL, {
      cookie,
      body: { name: ' ', phone: 'call us', email: 'nope', website: 'not a site', brandColor: 'blue' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Company name is required',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email',
      website: 'Please enter a web address like www.example.com',
      brandColor: 'Brand colour must be a hex colour like #0b5a7a',
    });
    expect((await env.ctx.call('GET', URL, { cookie })).json().name).toBe(COMPANY.name);
    const badProfile = await env.ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { phone: 'abc' },
    });
    expect(badProfile.statusCode).toBe(400);
    expect(badProfile.json().errors).toEqual({ phone: 'Please enter a valid phone number' });
  });

  test('a logo uploaded with kind "logo" is re-encoded, served to its owner, replaced and removed', async () => {
    const { cookie } = await signInRep();
    const first = await uploadLogo(cookie, SAMPLE_PNG);
    const saved = await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl: first } });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl: string = saved.json().logoUrl;
    expect(logoUrl).toMatch(/^\/api\/objects\/logos\/[0-9a-f-]+\/[0-9a-f-]+$/);
    const served = await env.ctx.call('GET', logoUrl, { cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    // Saving again with the logo's own URL keeps it.
    const kept = await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl } });
    expect(kept.json().logoUrl).toBe(logoUrl);

    const second = await uploadLogo(cookie, SAMPLE_JPEG, 'image/jpeg');
    const replaced = await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl: second } });
    expect(replaced.json().logoUrl).not.toBe(logoUrl);
    expect(existsSync(filePathOf(env.dataDir, keyOf(logoUrl)))).toBe(false);
    expect((await env.ctx.call('GET', logoUrl, { cookie })).statusCode).toBe(404);

    const removed = await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl: null } });
    expect(removed.json().logoUrl).toBeNull();
    expect(existsSync(filePathOf(env.dataDir, keyOf(replaced.json().logoUrl)))).toBe(false);
  });

  test('a logo that is not PNG or JPEG is refused at upload; another rep’s logo answers 404', async () => {
    const { cookie } = await signInRep();
    const ticket = await env.ctx.call('POST', '/api/objects/upload', {
      cookie,
      body: { kind: 'logo', size: SAMPLE_GIF.length },
    });
    const put = await putBytes(env.ctx, ticket.json().uploadURL, SAMPLE_GIF, 'image/gif');
    expect(put.statusCode).toBe(415);
    expect(put.json().message).toBe(LOGO_TYPE_REFUSAL);

    const other = await signInRep();
    const theirs = await uploadLogo(other.cookie, SAMPLE_PNG);
    const res = await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl: theirs } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('File not found');
    expect((await env.ctx.call('GET', URL, { cookie })).json().isSet).toBe(false);

    const badKind = await env.ctx.call('POST', '/api/objects/upload', {
      cookie,
      body: { kind: 'script', size: 10 },
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toEqual({ kind: 'Kind must be rfp or logo' });
  });
});

describe('both PDFs carry the company', () => {
  test('the proposal PDF: logo, company and rep on the cover and signature block; our brand only in the footer', async () => {
    const { cookie, user } = await signInRep();
    const logo = await uploadLogo(cookie, SAMPLE_PNG);
    await env.ctx.call('PUT', URL, { cookie, body: { ...COMPANY, logoUrl: logo } });
    const { proposal } = await createWrittenProposal(user.id);
    const res = await env.ctx.call('POST', '/api/generate-pdf-proposal', {
      cookie,
      body: { proposalId: proposal.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const cover = await extractText(pdf, { first: 1, last: 1 });
    for (const line of [
      COMPANY.name,
      '400 Industrial Pkwy',
      'Austin, TX 78701',
      '(512) 555-0100 · office@clearwater.example · www.clearwater.example',
      COMPANY.licenceLines,
      COMPANY.certificationLines,
      'Dana Reyes',
      'Account Manager',
      '512-555-0199',
      user.email,
    ])
      expect(cover, line).toContain(line);
    const text = await extractText(pdf);
    expect(text).toContain(`Submitted for ${COMPANY.name}`);
    // Every page's footer names the company; pages after the first carry it in the running header too.
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(text.split(`${COMPANY.name} · (512) 555-0100 · www.clearwater.example`).length - 1).toBe(pages);
    expect(brandMentions(text)).toEqual(
      Array(pages).fill(expect.stringMatching(/Prepared with AquaSurvey Pro$/)),
    );
    expect((await pdfInfo(pdf)).Author).toBe(COMPANY.name);
    expect((await listImages(pdf)).length).toBeGreaterThanOrEqual(1);
  });

  test('the written cover letter is signed with the rep’s title, company, phone and e-mail, in the text and the PDF', async () => {
    const { cookie, user } = await signInRep();
    await env.ctx.call('PUT', URL, { cookie, body: COMPANY });
    const { survey, tower } = await createExampleSurvey(env.ctx.db, user.id);
    const proposal = await createProposal(env.ctx.db, { surveyId: survey.id });
    await createChemical(env.ctx.db, proposal.id, { systemIds: [tower.id] });
    const written = await env.ctx.call('POST', '/api/ai/generate-proposal', {
      cookie,
      body: { surveyId: survey.id, proposalId: proposal.id },
    });
    expect(written.statusCode, written.body).toBe(200);
    const content: string = written.json().proposalContent;
    expect(content).toContain(
      `Sincerely,  \nDana Reyes  \nAccount Manager, ${COMPANY.name}  \n512-555-0199 · ${user.email}`,
    );
    const pdf = await env.ctx.call('POST', '/api/generate-pdf-proposal', {
      cookie,
      body: { proposalId: proposal.id },
    });
    expect(await extractText(pdf.rawPayload)).toContain(
      `Sincerely, Dana Reyes Account Manager, ${COMPANY.name} 512-555-0199 · ${user.email}`,
    );
  });

  test('the survey report PDF: company letterhead, the rep who surveyed, our brand only in the footer', async () => {
    const { cookie, user } = await signInRep();
    await env.ctx.call('PUT', URL, { cookie, body: COMPANY });
    const { survey } = await createExampleSurvey(env.ctx.db, user.id);
    const res = await env.ctx.call('GET', `/api/surveys/${survey.id}/report.pdf`, { cookie });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    const cover = await extractText(pdf, { first: 1, last: 1 });
    for (const line of [COMPANY.name, '400 Industrial Pkwy', COMPANY.licenceLines, 'Surveyed by Dana Reyes'])
      expect(cover, line).toContain(line);
    expect(cover).toContain(`Account Manager · ${COMPANY.name} · 512-555-0199`);
    const text = await extractText(pdf);
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(brandMentions(text)).toEqual(
      Array(pages).fill(expect.stringMatching(/Prepared with AquaSurvey Pro$/)),
    );
  });

  test('before the company is set both PDFs still work, signed by the rep, our brand only in the footer', async () => {
    const { cookie, user } = await signInRep();
    const { survey, proposal } = await createWrittenProposal(user.id);
    const proposalPdf = await env.ctx.call('POST', '/api/generate-pdf-proposal', {
      cookie,
      body: { proposalId: proposal.id },
    });
    const report = await env.ctx.call('GET', `/api/surveys/${survey.id}/report.pdf`, { cookie });
    for (const res of [proposalPdf, report]) {
      expect(res.statusCode).toBe(200);
      const text = await extractText(res.rawPayload);
      expect(text).toContain('Prepared by Dana Reyes');
      const pages = Number((await pdfInfo(res.rawPayload)).Pages);
      expect(brandMentions(text)).toEqual(
        Array(pages).fill(expect.stringMatching(/Prepared with AquaSurvey Pro$/)),
      );
    }
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import { loadSigningIdentity, signPdf } from './pdf-signing.ts';

// The signing identity (decision 040): a configured PKCS#12 is used as given; without one the installation's own
// self-signed certificate signs, which a reader shows as valid and unaltered but from an issuer it does not trust.

const run = promisify(execFile);
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'aqs-p12-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

function onePagePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('The program as agreed.');
    doc.end();
  });
}

async function pdfsig(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `signed-${Date.now()}.pdf`);
  await writeFile(file, pdf);
  try {
    return (await run('pdfsig', [file])).stdout;
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

const META = {
  reason: 'Proposal accepted',
  name: 'Test',
  location: 'Test',
  contactInfo: 'test@example.com',
  signingTime: new Date('2026-11-27T12:00:00Z'),
};

test('a configured PKCS#12 signs: the signer is its certificate, the whole file is covered and valid', async () => {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const p12 = path.join(dir, 'signing.p12');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '30',
    '-subj',
    '/CN=Clearwater Services Signing',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  await run('openssl', [
    'pkcs12',
    '-export',
    '-inkey',
    key,
    '-in',
    cert,
    '-out',
    p12,
    '-passout',
    'pass:s3cret',
    '-keypbe',
    'PBE-SHA1-3DES',
    '-certpbe',
    'PBE-SHA1-3DES',
    '-macalg',
    'sha1',
  ]);
  const identity = await loadSigningIdentity(ctx.db, {
    SIGNING_P12_PATH: p12,
    SIGNING_P12_PASSWORD: 's3cret',
    appUrl: 'http://localhost:5000',
  });
  expect(identity.p12.equals(await readFile(p12))).toBe(true);
  const report = await pdfsig(await signPdf(await onePagePdf(), identity, META));
  expect(report).toContain('Signer Certificate Common Name: Clearwater Services Signing');
  expect(report).toContain('Total document signed');
  expect(report).toContain('Signature Validation: Signature is Valid.');
});

test("without one, the installation's own certificate signs: valid and unaltered, issuer not trusted", async () => {
  const config = {
    SIGNING_P12_PATH: undefined,
    SIGNING_P12_PASSWORD: undefined,
    appUrl: 'http://localhost:5000',
  };
  const identity = await loadSigningIdentity(ctx.db, config);
  // Made once and kept: the next load gives the same identity.
  expect((await loadSigningIdentity(ctx.db, config)).p12.equals(identity.p12)).toBe(true);
  const report = await pdfsig(await signPdf(await onePagePdf(), identity, META));
  expect(report).toContain('Signer Certificate Common Name: localhost:5000 proposal signing');
  expect(report).toContain('Signature Validation: Signature is Valid.');
  // What a reader calls "issuer unknown": the certificate is not from an authority it trusts.
  expect(report).toContain('Certificate Validation: Certificate issuer is unknown.');
});

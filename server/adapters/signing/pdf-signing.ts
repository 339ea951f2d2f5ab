import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { appSettings } from '#db/schema/index.ts';
import type { AppConfig } from '#server/env.ts';
import { clock } from '#server/lib/clock.ts';

// Accepted proposals are signed PDFs (PKCS#7, adbe.pkcs7.detached) with @signpdf (decision 040).

const P12_SETTING = 'pdf_signing_p12';
const PASSPHRASE_SETTING = 'pdf_signing_passphrase';

/** A PKCS#12 bundle (key and certificate) and its password. */
export interface SigningIdentity {
  p12: Buffer;
  passphrase: string;
}

/** A self-signed certificate for this installation, valid ten years, as a PKCS#12 bundle. */
async function makeInstallationIdentity(commonName: string): Promise<SigningIdentity> {
  const { default: forge } = await import('node-forge');
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = clock.now();
  cert.validity.notAfter = new Date(clock.now().getTime() + 10 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Proposal acceptance records' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/**
 * The identity accepted proposals are signed with: the configured PKCS#12 file, else the installation's own,
 * made on first use and kept in app_settings so every instance on the database signs alike.
 */
export async function loadSigningIdentity(
  db: Database,
  config: Pick<AppConfig, 'SIGNING_P12_PATH' | 'SIGNING_P12_PASSWORD' | 'appUrl'>,
): Promise<SigningIdentity> {
  if (config.SIGNING_P12_PATH)
    return { p12: await readFile(config.SIGNING_P12_PATH), passphrase: config.SIGNING_P12_PASSWORD ?? '' };
  const read = async () => {
    const rows = await db.select().from(appSettings).where(eq(appSettings.key, P12_SETTING));
    const pass = await db.select().from(appSettings).where(eq(appSettings.key, PASSPHRASE_SETTING));
    return rows[0] && pass[0]
      ? { p12: Buffer.from(rows[0].value, 'base64'), passphrase: pass[0].value }
      : null;
  };
  const stored = await read();
  if (stored) return stored;
  const made = await makeInstallationIdentity(`${new URL(config.appUrl).host} proposal signing`);
  // Insert-if-missing in one transaction: two instances at once both end up with the first one's identity.
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(appSettings)
      .values({ key: P12_SETTING, value: made.p12.toString('base64') })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (inserted) await tx.insert(appSettings).values({ key: PASSPHRASE_SETTING, value: made.passphrase });
  });
  return (await read())!;
}

/** Signs a PDF (a placeholder is added, then filled with the PKCS#7 signature over the whole file but itself). */
export async function signPdf(
  pdf: Buffer,
  identity: SigningIdentity,
  meta: { reason: string; name: string; location: string; contactInfo: string; signingTime: Date },
): Promise<Buffer> {
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
  ]);
  const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, ...meta, signatureLength: 16_384 });
  return new SignPdf().sign(
    withPlaceholder,
    new P12Signer(identity.p12, { passphrase: identity.passphrase }),
    meta.signingTime,
  );
}

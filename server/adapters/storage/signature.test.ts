import { describe, expect, test } from 'vitest';
import { createUploadSignature, type UploadGrant, verifyUploadSignature } from './signature.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOW = 1_800_000_000;
const grant: UploadGrant = {
  method: 'PUT',
  key: 'photos/u1/abc',
  expires: NOW + 900,
  kind: 'photo',
  size: 2048,
};

describe('upload signatures', () => {
  test('a fresh signature verifies', () => {
    expect(verifyUploadSignature(SECRET, grant, createUploadSignature(SECRET, grant), NOW)).toBe(true);
  });

  test('is a 64-character hex HMAC that changes with every signed field', () => {
    const base = createUploadSignature(SECRET, grant);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    const variants = [
      createUploadSignature(SECRET, { ...grant, key: 'photos/u1/abd' }),
      createUploadSignature(SECRET, { ...grant, expires: grant.expires + 1 }),
      createUploadSignature(SECRET, { ...grant, kind: 'rfp' }),
      createUploadSignature(SECRET, { ...grant, size: 2049 }),
      createUploadSignature(`${SECRET}x`, grant),
    ];
    for (const variant of variants) expect(variant).not.toBe(base);
  });

  test('refuses a signature used for another key', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, { ...grant, key: 'photos/u2/abc' }, signature, NOW)).toBe(false);
  });

  test('refuses a pushed-back expiry', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, { ...grant, expires: grant.expires + 3600 }, signature, NOW)).toBe(
      false,
    );
  });

  test('refuses a signature for a larger size than was declared', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, { ...grant, size: 10_485_760 }, signature, NOW)).toBe(false);
    expect(verifyUploadSignature(SECRET, { ...grant, size: Number.NaN }, signature, NOW)).toBe(false);
  });

  test('refuses a signature for another kind of file', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, { ...grant, kind: 'rfp' }, signature, NOW)).toBe(false);
  });

  test('refuses an expired link even with a correct signature', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, grant, signature, grant.expires)).toBe(true);
    expect(verifyUploadSignature(SECRET, grant, signature, grant.expires + 1)).toBe(false);
  });

  test('refuses a tampered, truncated or malformed signature', () => {
    const signature = createUploadSignature(SECRET, grant);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const bad of [flipped, signature.slice(0, 63), '', `${signature}00`, signature.toUpperCase()]) {
      expect(verifyUploadSignature(SECRET, grant, bad, NOW)).toBe(false);
    }
  });

  test('refuses a non-numeric expiry', () => {
    const signature = createUploadSignature(SECRET, grant);
    expect(verifyUploadSignature(SECRET, { ...grant, expires: Number('soon') }, signature, NOW)).toBe(false);
  });
});

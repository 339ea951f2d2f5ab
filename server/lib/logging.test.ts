import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../tests/factories/index.ts';
import { SAMPLE_PNG } from '../../tests/fixtures/image-samples.ts';
import { createOwner, putBytes, requestUploadUrl } from '../../tests/helpers/photos.ts';
import { createTestContext, type TestContext } from '../../tests/setup/test-app.ts';
import { hashAccountKey, redactUrl } from './logging.ts';

describe('redactUrl', () => {
  test('hides signatures, tokens and S3 presign fields and keeps the rest', () => {
    expect(redactUrl('/api/objects/a/b.png?expires=123&signature=abc%2Fdef')).toBe(
      '/api/objects/a/b.png?expires=123&signature=[redacted]',
    );
    expect(
      redactUrl('/x?X-Amz-Signature=s&X-Amz-Credential=c&x-amz-security-token=t&sig=1&token=2&page=3'),
    ).toBe(
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&x-amz-security-token=[redacted]&sig=[redacted]&token=[redacted]&page=3',
    );
    expect(redactUrl('/api/user')).toBe('/api/user');
  });

  test("hides a shared proposal's token in its page and API paths (decision 040)", () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
    expect(redactUrl(`/p/${token}`)).toBe('/p/[redacted]');
    expect(redactUrl(`/api/public/proposals/${token}/accept`)).toBe(
      '/api/public/proposals/[redacted]/accept',
    );
    expect(redactUrl(`/api/public/proposals/${token}?x=1`)).toBe('/api/public/proposals/[redacted]?x=1');
  });
});

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // Disk storage in a folder of its own, so upload links are signed by this server.
    dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-log-'));
    ctx = await createTestContext({ DATA_DIR: dataDir }, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const events = (name: string) => lines.filter((line) => line.event === name);

  test('logs a failed sign-in as a security event without the password', async () => {
    const user = await createUser(ctx.db);
    const password = 'Secret-Guess-9137';
    const res = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(401);
    const [failed] = events('login.failed');
    expect(failed).toMatchObject({ ip: '10.9.0.1', userId: user.id, level: 40 });
    expect(failed!.accountKeyHash).toBe(hashAccountKey(`user:${user.id}`));
    expect(raw).not.toContain(password);
  });

  test('logs sign-ins, throttling, refused origins and denied access', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    expect(events('login.succeeded').some((line) => line.userId === user.id)).toBe(true);
    for (let i = 0; i < 11; i++) {
      await ctx.call('POST', '/api/login', {
        body: { username: 'nobody-home', password: `guess-${i}` },
        remoteAddress: '10.9.1.1',
      });
    }
    expect(events('login.throttled')).toContainEqual(
      expect.objectContaining({ limit: 'account', accountKeyHash: hashAccountKey('login:nobody-home') }),
    );
    await ctx.call('POST', '/api/logout', { cookie, headers: { origin: 'https://evil.example' } });
    expect(events('origin.refused')).toContainEqual(
      expect.objectContaining({ origin: 'https://evil.example' }),
    );
    expect(events('access.denied')).toHaveLength(0);
    await ctx.call('GET', '/api/surveys');
    expect(events('access.denied')).toContainEqual(
      expect.objectContaining({ status: 401, url: '/api/surveys' }),
    );
    expect(raw).not.toContain(cookie.split('=')[1]);
    expect(raw).not.toContain('nobody-home');
  });

  test('never writes an upload URL signature', async () => {
    const owner = await createOwner(ctx);
    const uploadURL = await requestUploadUrl(ctx, owner.cookie, owner.equipment.id, {
      size: SAMPLE_PNG.length,
    });
    const signature = new URL(uploadURL, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    expect((await putBytes(ctx, uploadURL, SAMPLE_PNG)).statusCode).toBe(200);
    expect(raw).toContain('signature=[redacted]');
    expect(raw).not.toContain(signature);
    expect(raw).not.toContain(encodeURIComponent(signature));
  });
});

describe('security events at the default log level (warn)', () => {
  test('still records successful sign-ins and denied access, which are info events', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const ctx = await createTestContext({}, { logger: { level: 'warn', stream } });
    try {
      const user = await createUser(ctx.db);
      await ctx.login(user.username!);
      await ctx.call('GET', '/api/surveys');
      expect(lines).toContainEqual(expect.objectContaining({ event: 'login.succeeded', userId: user.id }));
      expect(lines).toContainEqual(expect.objectContaining({ event: 'access.denied', status: 401 }));
      // Ordinary request lines stay below the warn level.
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileExistsError, type StorageService } from './types.ts';

/** Connection settings for an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

// Any key works: it is only presigned (never sent) to learn the URL shape the SDK produces for this bucket.
const PROBE_KEY = 'aqs-url-probe';

/** Files in an S3-compatible bucket; the browser uploads and downloads with short-lived presigned URLs. */
export async function createS3Storage(options: S3StorageOptions): Promise<StorageService> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: presigned browser PUTs cannot send SDK-computed checksums,
    // and several S3-compatible servers reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const probe = new URL(
    await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: PROBE_KEY }), { expiresIn: 60 }),
  );
  const baseUrl = `${probe.origin}${probe.pathname.slice(0, -PROBE_KEY.length)}`;

  return {
    kind: 's3',
    browserOrigins: [probe.origin],

    createUploadUrl(key, { contentLength, expiresInSeconds }) {
      const command = new PutObjectCommand({ Bucket, Key: key, ContentLength: contentLength });
      // Signing Content-Length makes S3 refuse a body of any other size than the one declared.
      const signableHeaders = new Set(['content-length']);
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders });
    },

    objectUrl: (key) => `${baseUrl}${key}`,

    async writeFile(key, bytes, writeOptions = {}) {
      // S3's conditional write (If-None-Match: *) answers 412 when the key exists.
      const IfNoneMatch = writeOptions.isExclusive ? '*' : undefined;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, IfNoneMatch }));
      } catch (error) {
        if (statusOf(error) === 412) throw new FileExistsError(key);
        throw error;
      }
    },

    async readFile(key) {
      const result = await ifFound(client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!result?.Body) return null;
      return {
        body: result.Body as Readable,
        contentType: result.ContentType ?? null,
        size: result.ContentLength ?? null,
      };
    },

    async readHead(key, bytes) {
      const head = await ifFound(client.send(new HeadObjectCommand({ Bucket, Key: key })));
      if (!head) return null;
      const size = head.ContentLength ?? 0;
      // S3 refuses a range on an empty object, so an empty file is answered without reading it.
      if (size === 0 || bytes <= 0) return { head: Buffer.alloc(0), size };
      const range = `bytes=0-${Math.min(bytes, size) - 1}`;
      const part = await ifFound(client.send(new GetObjectCommand({ Bucket, Key: key, Range: range })));
      if (!part?.Body) return null;
      return { head: Buffer.from(await part.Body.transformToByteArray()), size };
    },

    createDownloadUrl(key, expiresInSeconds, downloadOptions = {}) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        // Served with the type detected from the bytes, whatever type the uploader declared.
        ResponseContentType: downloadOptions.contentType ?? undefined,
        ResponseContentDisposition: 'inline',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async deleteFile(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

async function ifFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    const status = statusOf(error);
    const name = (error as Error).name;
    if (status === 404 || name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

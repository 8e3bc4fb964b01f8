// Objects in an S3-compatible bucket through the official AWS SDK v3 (MinIO, Garage, Ceph RGW,
// R2, S3 itself). Streams both ways: a stream of known length is one PutObject, one of unknown
// length a multipart upload holding at most a few 5 MiB parts; downloads pipe the response body.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CommonErrorCode } from '@glossa/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { assertKey, RangeNotSatisfiableError, resolveRange, type ByteRange, type ObjectInfo, type ObjectStore } from './object-store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Unset for AWS itself; `http(s)://host:port` for any other S3-compatible server. */
  endpoint?: string;
  /** Unset: the SDK's default chain (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name (MinIO, Garage, Ceph and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `glossa/`, to share a bucket. */
  prefix?: string;
  /** 0: files always stream through the server; else the lifetime of presigned download URLs. */
  presignSeconds?: number;
  /** The endpoint browsers reach, when it differs from the server's (presigned URLs only). */
  presignEndpoint?: string;
  /**
   * `when_required` (default) sends checksums only where S3 demands them: most S3-compatible
   * servers do not take the SDK's newer trailing-checksum uploads. Buffered writes still carry
   * Content-MD5, and the migration verifies every object.
   */
  checksums?: 'when_required' | 'when_supported';
  log: FastifyBaseLogger;
}

const MULTIPART_PART_BYTES = 5 * 1024 * 1024;

function clientConfig(options: S3StoreOptions, endpoint: string | undefined): S3ClientConfig {
  const checksums = options.checksums === 'when_supported' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED';
  return {
    region: options.region,
    ...(endpoint ? { endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    maxAttempts: 3,
    // Many downloads at once each hold a socket while the client reads; the SDK's default pool is 50.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000, httpAgent: { maxSockets: 512, keepAlive: true }, httpsAgent: { maxSockets: 512, keepAlive: true } },
  };
}

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);
const isNotFound = (err: unknown) => statusOf(err) === 404 || (err as { name?: string }).name === 'NoSuchKey' || (err as { name?: string }).name === 'NotFound';

export function createS3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client(clientConfig(options, options.endpoint));
  const presignClient = options.presignEndpoint ? new S3Client(clientConfig(options, options.presignEndpoint)) : client;
  const Bucket = options.bucket;
  const prefix = options.prefix ? options.prefix.replace(/\/?$/, '/') : '';
  const Key = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };

  /** The storage failed (down, refused credentials, missing bucket): 503, the cause in the log. */
  const unavailable = (err: unknown, action: string, key?: string): AppError => {
    options.log.error({ err, bucket: Bucket, key }, `object storage: ${action} failed`);
    const error = new AppError(CommonErrorCode.SERVICE_UNAVAILABLE, 503, 'File storage is unavailable, try again later');
    return Object.assign(error, { cause: err });
  };

  const infoOf = (r: { ContentLength?: number; ETag?: string; LastModified?: Date }, size = r.ContentLength ?? 0): ObjectInfo => ({
    size,
    etag: r.ETag ?? `"${size.toString(16)}"`,
    lastModified: r.LastModified ?? new Date(0),
  });

  async function stat(key: string): Promise<ObjectInfo | null> {
    const command = new HeadObjectCommand({ Bucket, Key: Key(key) });
    try {
      return infoOf(await client.send(command));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailable(err, 'head', key);
    }
  }

  return {
    kind: 's3',
    presignSeconds: options.presignSeconds ?? 0,

    async put(key, body, put = {}) {
      const common = { Bucket, Key: Key(key), ContentType: put.contentType };
      try {
        if (Buffer.isBuffer(body)) {
          const ContentMD5 = createHash('md5').update(body).digest('base64');
          await client.send(new PutObjectCommand({ ...common, Body: body, ContentLength: body.length, ContentMD5 }));
        } else if (put.size !== undefined) {
          await client.send(new PutObjectCommand({ ...common, Body: body, ContentLength: put.size }));
        } else {
          await new Upload({ client, params: { ...common, Body: body as Readable }, partSize: MULTIPART_PART_BYTES, queueSize: 2 }).done();
        }
      } catch (err) {
        if (!Buffer.isBuffer(body)) (body as Readable).destroy();
        throw unavailable(err, 'put', key);
      }
    },

    stat,

    async open(key, range?: ByteRange) {
      let asked = range;
      if (asked && 'suffix' in asked) {
        // Suffix ranges are resolved here: not every S3-compatible server implements `bytes=-n`.
        const found = await stat(key);
        if (!found) return null;
        asked = resolveRange(asked, found.size);
      }
      const Range = asked && !('suffix' in asked) ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined;
      const command = new GetObjectCommand({ Bucket, Key: Key(key), Range });
      try {
        const r = await client.send(command);
        const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? '');
        const size = served ? Number(served[3]) : (r.ContentLength ?? 0);
        return {
          ...infoOf(r, size),
          body: r.Body as Readable,
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : null,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        if (statusOf(err) === 416) {
          const found = await stat(key);
          if (!found) return null;
          throw new RangeNotSatisfiableError(found.size);
        }
        throw unavailable(err, 'get', key);
      }
    },

    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((k) => ({ Key: Key(k) }));
        try {
          const r = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
          if (r.Errors?.length) throw Object.assign(new Error(r.Errors.map((e) => `${e.Key}: ${e.Code}`).join(', ')), { name: 'DeleteObjectsErrors' });
        } catch (err) {
          throw unavailable(err, 'delete');
        }
      }
    },

    async *list(under = '') {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}${under}` })) {
          for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key.slice(prefix.length), size: o.Size ?? 0 };
        }
      } catch (err) {
        throw unavailable(err, 'list');
      }
    },

    async presign(key, headers) {
      const command = new GetObjectCommand({
        Bucket,
        Key: Key(key),
        ResponseContentType: headers.contentType,
        ResponseContentDisposition: headers.contentDisposition,
        ResponseCacheControl: headers.cacheControl,
      });
      return getSignedUrl(presignClient, command, { expiresIn: options.presignSeconds || 60 });
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const status = statusOf(err);
        const why = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : `cannot be reached (${(err as Error).message || (err as Error).name})`;
        throw new Error(`S3_BUCKET=${Bucket} at ${options.endpoint ?? 'AWS'} ${why}`, { cause: err });
      }
    },

    async close() {
      client.destroy();
      if (presignClient !== client) presignClient.destroy();
    },
  };
}

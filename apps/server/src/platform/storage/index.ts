// The object store the configuration asks for: DATA_DIR/uploads by default, an S3-compatible bucket
// with STORAGE_DRIVER=s3. Services get it as ctx.storage and use it through createFileStore(area).
// s3-store.ts (the AWS SDK, seconds to import) is imported only when S3 is used.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';

export type { ObjectStore } from './object-store';

/** Where local uploads live (also the source of `npm run storage -- migrate --to s3`). */
export const localUploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'uploads');

export async function createS3StoreFromConfig(config: Config, log: FastifyBaseLogger): Promise<ObjectStore> {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  const { createS3Store } = await import('./s3-store');
  return createS3Store({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
    presignSeconds: config.S3_PRESIGN_SECONDS,
    presignEndpoint: config.S3_PRESIGN_ENDPOINT,
    checksums: config.S3_CHECKSUMS,
    log,
  });
}

export async function createObjectStore(config: Config, log: FastifyBaseLogger): Promise<ObjectStore> {
  return config.STORAGE_DRIVER === 's3' ? createS3StoreFromConfig(config, log) : createLocalStore(localUploadsDir(config));
}

/**
 * The origin browsers download from when presigned URLs are on (for the CSP), else null. Path-style
 * URLs keep the endpoint's host; virtual-host style puts the bucket in front of it.
 */
export function presignedOrigin(config: Config): string | null {
  if (config.STORAGE_DRIVER !== 's3' || !config.S3_PRESIGN_SECONDS || !config.S3_BUCKET) return null;
  const endpoint = new URL(config.S3_PRESIGN_ENDPOINT ?? config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  return config.S3_FORCE_PATH_STYLE ? endpoint.origin : `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`;
}

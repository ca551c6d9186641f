import { join } from 'node:path';
import type { Env } from '../env.ts';
import { localDiskStorage } from './local-disk.ts';
import { type S3Settings, s3BucketStorage } from './s3-bucket.ts';
import type { Storage } from './storage.ts';

type StorageEnv = Pick<
  Env,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** The folder of the `local` driver, which `storage:migrate` also copies from. */
export const localStorageDir = (env: StorageEnv) => env.STORAGE_DIR ?? join(env.DATA_DIR, 'files');

/** The bucket settings; parseEnv already refused `STORAGE_DRIVER=s3` without them. */
export function s3Settings(env: StorageEnv): S3Settings {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required for S3');
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** One factory per `STORAGE_DRIVER` value. */
const drivers: Record<Env['STORAGE_DRIVER'], (env: StorageEnv) => Storage> = {
  local: (env) => localDiskStorage(localStorageDir(env)),
  s3: (env) => s3BucketStorage(s3Settings(env)),
};

/** The storage driver the configuration names. */
export const createStorage = (env: StorageEnv): Storage => drivers[env.STORAGE_DRIVER](env);

/** The origin images may come from besides this site (S3_PUBLIC_URL), for the CSP; or null. */
export const mediaOrigin = (env: StorageEnv): string | null =>
  env.STORAGE_DRIVER === 's3' && env.S3_PUBLIC_URL !== undefined
    ? new URL(env.S3_PUBLIC_URL).origin
    : null;

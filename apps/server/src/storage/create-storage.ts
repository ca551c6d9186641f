import { join } from 'node:path';
import type { Env } from '../env.ts';
import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

type StorageEnv = Pick<Env, 'STORAGE_DRIVER' | 'STORAGE_DIR' | 'DATA_DIR'>;

/** One factory per `STORAGE_DRIVER` value; an S3-compatible driver adds its entry here. */
const drivers: Record<Env['STORAGE_DRIVER'], (env: StorageEnv) => Storage> = {
  local: (env) => localDiskStorage(env.STORAGE_DIR ?? join(env.DATA_DIR, 'files')),
};

/** The storage driver the configuration names. */
export const createStorage = (env: StorageEnv): Storage => drivers[env.STORAGE_DRIVER](env);

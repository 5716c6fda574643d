// Which store a server keeps its files in (decision 0104): an S3-compatible object store when
// RECORDING_STORE_URL names one, else memory for tests (dataDir 'memory://'), else files under
// `<dataDir>/recording-files` (PostgreSQL ignores a folder it does not know in its data folder).
import { join } from 'node:path';
import { fileStore } from './fileStore';
import { memoryStore } from './memoryStore';
import { parseS3Url, s3Store } from './s3Store';
import type { ObjectStore } from './types';

export type { ByteRange, ObjectStore, StoredObject } from './types';

export function openObjectStore(config: { dataDir: string; recordingStoreUrl?: string }): ObjectStore {
  if (config.recordingStoreUrl) return s3Store(parseS3Url(config.recordingStoreUrl));
  if (config.dataDir === 'memory://') return memoryStore();
  return fileStore(join(config.dataDir, 'recording-files'));
}

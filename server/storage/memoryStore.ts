// The store of tests (dataDir 'memory://'): a map in the process, gone with it.
import { type ByteRange, checkKey, clip, type ObjectStore } from './types';

export function memoryStore(): ObjectStore {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      objects.set(checkKey(key), bytes.slice());
    },
    async get(key, range?: ByteRange) {
      const bytes = objects.get(checkKey(key));
      if (!bytes) return undefined;
      if (!range) return { body: bytes.slice(), size: bytes.length };
      const r = clip(range, bytes.length);
      return { body: bytes.slice(r.start, r.end + 1), size: bytes.length };
    },
    async size(key) {
      return objects.get(checkKey(key))?.length;
    },
    async delete(key) {
      objects.delete(checkKey(key));
    },
  };
}

// Files under a folder (config.dataDir by default): the store of a single server.
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type ByteRange, checkKey, clip, type ObjectStore } from './types';

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function fileStore(root: string): ObjectStore {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'file',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key, range?: ByteRange) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (e) {
        if (missing(e)) return undefined;
        throw e;
      }
      try {
        const { size } = await handle.stat();
        const r = range ? clip(range, size) : { start: 0, end: size - 1 };
        const body = new Uint8Array(Math.max(0, r.end - r.start + 1));
        if (body.length) await handle.read(body, 0, body.length, r.start);
        return { body, size };
      } finally {
        await handle.close();
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (e) {
        if (missing(e)) return undefined;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

// The store a server keeps recordings in (server/storage, decision 0104), one per server config,
// with the seed's synthetic files made again where rows still need them: the seed writes rows,
// not files, so that a database copied from a template (every test) finds its audio.
import { like } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { recordings } from '../../db/schema';
import { type ObjectStore, openObjectStore } from '../../storage';
import { syntheticNumber, syntheticWav } from '../../storage/syntheticAudio';

const stores = new WeakMap<ServerConfig, Promise<ObjectStore>>();

export function recordingObjects(deps: { db: DbOrTx; config: ServerConfig }): Promise<ObjectStore> {
  let store = stores.get(deps.config);
  if (!store) {
    store = withSyntheticFiles(deps.db, openObjectStore(deps.config));
    // A store that failed to open is tried again by the next call.
    store.catch(() => stores.delete(deps.config));
    stores.set(deps.config, store);
  }
  return store;
}

async function withSyntheticFiles(db: DbOrTx, store: ObjectStore): Promise<ObjectStore> {
  const rows = await db
    .selectDistinct({ key: recordings.storageKey })
    .from(recordings)
    .where(like(recordings.storageKey, 'seed/%'));
  for (const { key } of rows) {
    const n = syntheticNumber(key);
    if (n !== undefined && (await store.size(key)) === undefined) await store.put(key, syntheticWav(n));
  }
  return store;
}

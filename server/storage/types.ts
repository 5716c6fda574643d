// The one small interface recordings (and anything else kept as a file) are stored behind
// (decision 0104). Keys are relative paths ('recordings/12/345.wav'); no listing, so that an
// object store and a folder behave alike and nothing reads another tenant's files by walking.

/** A part of an object: `start` to `end`, both inclusive, as HTTP ranges count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes asked for (the whole object, or the range). */
  body: Uint8Array;
  /** The whole object's size, whatever part was read. */
  size: number;
}

export interface ObjectStore {
  /** What the store is, for the log and the decision's table ('file', 'memory', 's3'). */
  readonly kind: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object, or its range; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size in bytes; undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** A key the stores accept: path segments of letters, digits, dot, dash and underscore. */
export function checkKey(key: string): string {
  if (
    !/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split('/').some((s) => s === '..' || s === '.')
  )
    throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** The range clipped to an object of `size` bytes. */
export function clip(range: ByteRange, size: number): ByteRange {
  return { start: range.start, end: Math.min(range.end, size - 1) };
}

// The seeded template as PGlite's loadDataDir reads it. PGlite only calls `arrayBuffer()` and
// reads `type`; a Blob of the 44 MB file would copy it through Node's Blob reader (about half a
// second per test file), so the file's own bytes are handed over instead (decision 0088).
export function templateSource(bytes: Buffer): Blob {
  const view = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { type: 'application/x-tar', arrayBuffer: async () => view } as unknown as Blob;
}

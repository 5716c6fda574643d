// The headers of a stored file sent back (a greeting's audio, a fax cover page; decisions 0096 and
// 0103): its type, its name for a download, never kept by a cache.

/** The file's name for a download: ASCII for old clients, UTF-8 (RFC 6266) for the rest. */
export const dispositionOf = (fileName: string) =>
  `inline; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function fileHeaders(file: { contentType: string; fileName: string; createdAt: Date }) {
  return {
    'content-type': file.contentType,
    'content-disposition': dispositionOf(file.fileName),
    'cache-control': 'private, no-store',
    'last-modified': file.createdAt.toUTCString(),
  };
}

/** A file name to keep: its last path segment, printable, at most 200 characters; `fallback` when none is left. */
export function keptFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return base || fallback;
}

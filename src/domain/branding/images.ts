// Brand images (MISC-01; decision 0115): a logo or a favicon is a PNG, JPEG, GIF, WebP or ICO
// image, told by its first bytes (never by the name or the declared type), sent as a data: URL
// and kept as one. SVG is refused: it can carry script.

// A JSON text value is at most 10,000 characters on the platform (decision 0050): a data: URL of
// 7 KB fits (base64 makes 4 characters of 3 bytes). Enough for a header logo as PNG or WebP.
export const LOGO_MAX_BYTES = 7 * 1024;
export const FAVICON_MAX_BYTES = 4 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/x-icon';

export const tooLarge = (maxBytes: number) =>
  `The image is too large: at most ${Math.round(maxBytes / 1024)} KB.`;

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);

/** The image's type by its first bytes; undefined when it is none of the kinds taken. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (starts(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  return undefined;
}

const DATA_URL = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Checks a data: URL as a brand image: an image by its first bytes, at most `maxBytes`. Answers
 * the URL with the sniffed type, or the sentence that says what is wrong.
 */
export function checkImage(
  dataUrl: string,
  maxBytes: number,
): { ok: true; dataUrl: string; type: ImageType } | { ok: false; message: string } {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return { ok: false, message: 'Choose a PNG, JPEG, GIF, WebP or ICO image.' };
  // Four base64 characters are three bytes: refuse a long text before decoding it.
  if (Math.floor((m[2].length * 3) / 4) - 2 > maxBytes) return { ok: false, message: tooLarge(maxBytes) };
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(m[2]);
  } catch {
    return { ok: false, message: 'Choose a PNG, JPEG, GIF, WebP or ICO image.' };
  }
  if (bytes.length > maxBytes) return { ok: false, message: tooLarge(maxBytes) };
  const type = sniffImage(bytes);
  if (!type) return { ok: false, message: 'This file is not a PNG, JPEG, GIF, WebP or ICO image.' };
  return { ok: true, type, dataUrl: `data:${type};base64,${m[2]}` };
}

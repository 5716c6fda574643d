// Greeting audio (CALL-03, decision 0092): what a file is, told by its first bytes and never by
// its name or declared type, its length when the format says it, and a short tone made in code
// (the greeting a recording by phone becomes while no phone system is attached, and the seed's).

/** A greeting is at most this many bytes (5 MB). */
export const MAX_GREETING_BYTES = 5 * 1024 * 1024;

export const AUDIO_TYPES = ['audio/wav', 'audio/mpeg'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

export const AUDIO_MESSAGES = {
  notAudio: 'Choose a WAV or MP3 file.',
  empty: 'The file is empty. Choose a WAV or MP3 file.',
  tooLarge: 'A greeting is at most 5 MB.',
} as const;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/**
 * An MPEG audio frame header at `at`: 11 sync bits, a version other than the reserved one, a
 * layer other than the reserved one, a bitrate index other than "bad", a known sample rate.
 */
function mpegFrameAt(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** The audio type of these bytes: a WAV (RIFF....WAVE) or an MP3 (an ID3 tag, or an MPEG frame); else undefined. */
export function audioTypeOf(bytes: Uint8Array): AudioType | undefined {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 'ID3') && bytes.length >= 10) return 'audio/mpeg';
  if (mpegFrameAt(bytes, 0)) return 'audio/mpeg';
  return undefined;
}

const u32 = (b: Uint8Array, at: number) =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** A WAV's length in milliseconds, read from its fmt and data chunks; undefined when it cannot be read. */
export function wavDurationMs(bytes: Uint8Array): number | undefined {
  if (audioTypeOf(bytes) !== 'audio/wav') return undefined;
  let byteRate: number | undefined;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = u32(bytes, at + 4);
    if (ascii(bytes, at, 'fmt ') && at + 16 <= bytes.length) byteRate = u32(bytes, at + 16);
    if (ascii(bytes, at, 'data')) {
      if (!byteRate) return undefined;
      const available = Math.min(size, bytes.length - at - 8);
      return Math.round((available / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * A mono 8-bit WAV of a sine tone that fades in and out: `seconds` long at `hertz`, 8,000
 * samples a second (telephone quality; 8 KB a second).
 */
export function toneWav(seconds = 1, hertz = 440): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const out = new Uint8Array(44 + samples);
  const put = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  };
  const put32 = (at: number, v: number) => {
    for (let i = 0; i < 4; i++) out[at + i] = (v >>> (8 * i)) & 0xff;
  };
  const put16 = (at: number, v: number) => {
    out[at] = v & 0xff;
    out[at + 1] = (v >> 8) & 0xff;
  };
  put(0, 'RIFF');
  put32(4, 36 + samples);
  put(8, 'WAVE');
  put(12, 'fmt ');
  put32(16, 16); // the fmt chunk's size
  put16(20, 1); // PCM
  put16(22, 1); // mono
  put32(24, rate);
  put32(28, rate); // bytes a second: one byte a sample
  put16(32, 1); // block align
  put16(34, 8); // bits a sample
  put(36, 'data');
  put32(40, samples);
  const fade = Math.min(samples / 2, rate / 20);
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    out[44 + i] = Math.round(128 + 90 * envelope * Math.sin((2 * Math.PI * hertz * i) / rate));
  }
  return out;
}

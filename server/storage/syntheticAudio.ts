// Recordings made by code (the seed's, decision 0104): short 8 kHz mono 16-bit WAVs whose
// waveform looks like speech (syllables of a few harmonics with a little noise, and pauses), the
// same bytes for the same number on every server, so that a store can make them again.

export const SYNTHETIC_SAMPLE_RATE = 8000;
/** How many distinct files the seed shares between its recordings. */
export const SYNTHETIC_FILES = 12;

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The storage key of synthetic file `n` (0 ≤ n < SYNTHETIC_FILES). */
export const syntheticKey = (n: number) => `seed/voice-${n}.wav`;

/** The number of a synthetic file's key, or undefined for any other key. */
export function syntheticNumber(key: string): number | undefined {
  const m = /^seed\/voice-(\d+)\.wav$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

/** The seconds synthetic file `n` lasts (10 to 40). */
export const syntheticSeconds = (n: number) => 10 + (n % 7) * 5;

/** A WAV header and these 16-bit samples. */
export function wavOf(samples: Int16Array, sampleRate = SYNTHETIC_SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(bytes.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i], true);
  return bytes;
}

/** Synthetic file `n`: syllables (a voice's pitch and two formants, an envelope) and pauses. */
export function syntheticWav(n: number): Uint8Array<ArrayBuffer> {
  const rnd = random(1000 + n);
  const rate = SYNTHETIC_SAMPLE_RATE;
  const samples = new Int16Array(syntheticSeconds(n) * rate);
  let at = Math.floor(rate * 0.2);
  while (at < samples.length) {
    const length = Math.floor(rate * (0.12 + rnd() * 0.25));
    const pitch = 100 + rnd() * 120;
    const formants = [300 + rnd() * 600, 900 + rnd() * 1500];
    const loudness = 4000 + rnd() * 9000;
    for (let i = 0; i < length && at + i < samples.length; i++) {
      const t = i / rate;
      const envelope = Math.sin((Math.PI * i) / length) ** 2;
      const voice =
        Math.sin(2 * Math.PI * pitch * t) * 0.5 +
        Math.sin(2 * Math.PI * formants[0] * t) * 0.3 +
        Math.sin(2 * Math.PI * formants[1] * t) * 0.15 +
        (rnd() - 0.5) * 0.1;
      samples[at + i] = Math.round(voice * envelope * loudness);
    }
    // A pause between syllables, now and then a longer one between words.
    at += length + Math.floor(rate * (rnd() < 0.25 ? 0.3 + rnd() * 0.4 : 0.03 + rnd() * 0.05));
  }
  return wavOf(samples);
}

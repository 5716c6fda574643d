// TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps, the defaults every
// authenticator app reads from an otpauth:// URI. A code is accepted one step either side of now
// (clocks drift), and only for a step later than the last one accepted (no replay).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'Switchboard';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes (RFC 4226's advice), in base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI of a secret and its QR code as an SVG data URL. */
export async function totpUri(secret: string, accountLabel: string) {
  const otpauthUri = totpOf(secret, accountLabel).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The step a code was made for, if it is right now (one step either side) and after `lastStep`. */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code of a secret at a moment (tests, and the enrolment walk). */
export const totpCode = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

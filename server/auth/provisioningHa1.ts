// What a phone's provisioning credential is kept as (decision 0083): MD5(user:realm:password),
// the HA1 that HTTP Digest and Basic both check against; the password itself is never stored.
// Here, in the shared layer, because the seed writes credentials too.
import { createHash } from 'node:crypto';

export const PROVISIONING_REALM = 'switchboard-provisioning';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const provisioningHa1 = (user: string, password: string) =>
  md5(`${user}:${PROVISIONING_REALM}:${password}`);

// MAC addresses of devices (DEV-02): what the field shows as it is typed, and the key a duplicate
// check compares. Pure: the portal's field, the assignment machine and the server share it.

/** The longest a formatted MAC address may be: six pairs and five colons. */
export const MAC_MAX_LENGTH = 17;

/**
 * What the MAC field shows for what was typed: anything that is not a hex digit is dropped, the
 * digits are upper-cased and grouped in pairs with colons, and the result is cut at 17 characters.
 * "00-1a-2B 3c:4d.5E" becomes "00:1A:2B:3C:4D:5E".
 */
export function formatMac(typed: string): string {
  const digits = typed.replace(/[^0-9a-fA-F]/g, '').toUpperCase();
  const pairs = digits.match(/.{1,2}/g) ?? [];
  return pairs.join(':').slice(0, MAC_MAX_LENGTH);
}

/** The key two MAC addresses are compared by: letters and digits only, upper case. */
export function macKey(mac: string): string {
  return mac.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

/** A complete MAC address: twelve hex digits, once formatted. */
export function isCompleteMac(mac: string): boolean {
  return /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/.test(formatMac(mac));
}

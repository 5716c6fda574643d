// The rows the devices area's routes act on (decision 0075): a route names one of these with the
// path parameter holding its id, and the access check loads it, once, in the caller's reach.
import { tableRows } from '../../auth/rows';
import { devices, extensions, lines } from '../../db/schema';

/** A device, by `:deviceId`. */
export const deviceRows = tableRows('device', devices);
export type DeviceRow = typeof devices.$inferSelect;

/** A line of a device, by `:lineId`. */
export const lineRows = tableRows('line', lines);
export type LineRow = typeof lines.$inferSelect;

/**
 * A kit (the hoteling name of an extension), by `:kitId`: the extension's row alone. The users
 * area's `extensionItems` reads its owner, numbers and devices too, which a kit's routes don't show.
 */
export const kitRows = tableRows('extension', extensions);
export type KitRow = typeof extensions.$inferSelect;

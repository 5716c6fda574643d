// The device rows this area's routes are declared on (decision 0075). The devices area defines the
// same in server/areas/devices/deviceRows.ts on its branch; once both are merged, this file goes
// and the routes import that one.
import { tableRows } from '../../auth/rows';
import { devices } from '../../db/schema';

/** A device, by `:deviceId`. */
export const deviceRows = tableRows('device', devices);
export type DeviceRow = typeof devices.$inferSelect;

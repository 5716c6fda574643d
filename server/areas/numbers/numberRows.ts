// The rows the numbers area's routes act on by id (decision 0075). A number itself is named by its
// digits, which are no row id (11 and more digits): its routes are declared on the path's account
// and read the number of that account once, in the handler.
import { tableRows } from '../../auth/rows';
import { customTags, lnpOrders } from '../../db/schema';

/** A custom tag, by `:customTagId`. */
export const customTagRows = tableRows('custom tag', customTags);
export type CustomTagRow = typeof customTags.$inferSelect;

/** An LNP order, by `:orderId`. */
export const lnpOrderRows = tableRows('LNP order', lnpOrders);
export type LnpOrderRow = typeof lnpOrders.$inferSelect;

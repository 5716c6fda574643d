// The endpoints of the account's call settings (CALL-07), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

export const CALL_SETTINGS_ENDPOINTS = {} satisfies Record<string, EndpointSpec>;

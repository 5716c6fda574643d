// The endpoints of greetings and recordings by phone (CALL-03), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

export const GREETING_ENDPOINTS = {} satisfies Record<string, EndpointSpec>;

// The endpoints of call queues (CALL-01, CFG-04), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

export const QUEUE_ENDPOINTS = {} satisfies Record<string, EndpointSpec>;

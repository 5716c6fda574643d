// The endpoints of call, pickup and paging groups (CALL-02), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

export const GROUP_ENDPOINTS = {} satisfies Record<string, EndpointSpec>;

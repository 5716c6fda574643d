// The endpoints of fax lines, fax services, cover pages and conference bridges (CALL-04, decision 0103),
// spread into ENDPOINTS (src/api/endpointCatalogue.ts). The checks (duplicate e-mail, may a cover
// page go) change between two reads, so they are never cached; nor is a cover page PDF.
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/ucaas/account/{accountId}';
const PROVISIONING = '/provisioning/v1/accounts/{accountId}/fax';

export const FAX_ENDPOINTS = {
  /** C-125 */
  faxKits: { family: 'ucaas', path: `${ACCOUNT}/faxKits`, versions: { get: '' } },
  /** C-126, C-127 */
  faxKit: { family: 'ucaas', path: `${ACCOUNT}/faxKit/{kitId}`, versions: { get: '', put: '' } },
  /** C-510 */
  faxServices: { family: 'ucaas', path: `${ACCOUNT}/faxServices`, versions: { get: '' } },
  /** C-560 */
  faxEmailCheck: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/account/{accountId}/duplicateFaxEmail',
    versions: { get: '' },
    noCache: true,
  },
  /** C-562 */
  faxCoverPageDeletable: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/faxCoverPage/{coverPageId}/deletable',
    versions: { get: '' },
    noCache: true,
  },
  /** C-396 */
  faxServiceDetach: {
    family: 'ucaas',
    path: `${PROVISIONING}/services/{faxServiceId}/detach`,
    versions: { post: '' },
  },
  /** C-397, and the upload of our own (multipart/form-data). */
  faxCoverPages: { family: 'ucaas', path: `${PROVISIONING}/coverPages`, versions: { get: '', post: '' } },
  /** A cover page's PDF and its delete (our own). */
  faxCoverPage: {
    family: 'ucaas',
    path: `${PROVISIONING}/coverPages/{coverPageId}`,
    versions: { get: '', delete: '' },
    noCache: true,
  },
  /** C-398 */
  faxLookups: { family: 'ucaas', path: '/provisioning/v1/fax/lookups', versions: { get: '' } },
} satisfies Record<string, EndpointSpec>;

/** Conference bridges (CALL-04). */
export const CONFERENCE_ENDPOINTS = {
  /** C-128 */
  conferenceKits: { family: 'ucaas', path: `${ACCOUNT}/conferenceKits`, versions: { get: '' } },
  /** C-129, C-130 */
  conferenceKit: {
    family: 'ucaas',
    path: `${ACCOUNT}/conferenceKit/{kitId}`,
    versions: { get: '', put: '' },
  },
} satisfies Record<string, EndpointSpec>;

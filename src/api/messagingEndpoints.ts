// The endpoints of messaging and business texting the portal calls (MSG-01; decision 0111): the
// switches, the inbox, the carriers and the 10DLC registration; spread into ENDPOINTS
// (src/api/endpointCatalogue.ts); the functions are in src/api/messaging.ts.
import type { EndpointSpec } from './endpoints';

const COMPANY = '/messages/2/companies/{accountId}';
const TEN_DLC = '/messages-10dlc/api/account/{accountId}';
const INBOX = '/messages/1/auto-attendants/{autoAttendantId}';
const m = (path: string, versions: EndpointSpec['versions']): EndpointSpec => ({
  family: 'messages',
  path,
  versions,
});
/** Business texting: the product files it under the application server (X-Auth-Token, decision 0009). */
const b = (path: string, versions: EndpointSpec['versions']): EndpointSpec => ({
  family: 'appserver',
  path,
  versions,
});

export const MESSAGING_ENDPOINTS = {
  /** C-228, C-229 (the page reads the switch from C-427). */
  vsuDisable: m(`${COMPANY}/vsuDisable`, { put: '', delete: '' }),
  /** C-231, C-232. */
  companyMessagingDisable: m(`${COMPANY}/disable`, { put: '', delete: '' }),
  /** C-427. */
  messageDisableConfig: m(`${COMPANY}/disableConfig`, { get: '' }),
  /** C-234. */
  smsDisable: m('/messages/2/sms/disable/messaging', { put: '' }),
  /** C-235. */
  usersMessagingDisable: m('/messages/1/users/disable/messaging', { put: '' }),
  /** C-241 (the page reads the list from C-242, with each carrier's status). */
  disabledCarriers: m(`${COMPANY}/disabledCarriers`, { put: '' }),
  /** C-242, C-243. */
  disabledCarriersStatus: m(`${COMPANY}/disabledCarriersStatus`, { get: '', put: '' }),
  /** C-236, C-237. */
  inboxDelegates: m(`${INBOX}/delegates`, { get: '', put: '' }),
  /** C-238, C-239. */
  inboxCanDelete: m(`${INBOX}/can-delete-messages`, { get: '', put: '' }),
  /** C-149, C-150. */
  offNetSms: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/customAttributes/disableOffNetSMS',
    versions: { put: '', delete: '' },
  },
  // The registry's review lands on the platform's clock: its reads are never from the cache.
  /** C-245: no banner while the service is out. */
  tenDlcBanner: {
    ...b(`${TEN_DLC}/banner`, { get: '' }),
    noCache: true,
    empty: { get: { show: false, text: null } },
  },
  /** C-426. */
  tenDlcRegistration: { ...b(`${TEN_DLC}/busRegistration`, { get: '' }), noCache: true },
  /** Our own: save a draft of the brand or the campaign. */
  tenDlcPart: b(`${TEN_DLC}/{part}`, { put: '' }),
  /** Our own: submit or withdraw the brand or the campaign. */
  tenDlcPartAction: b(`${TEN_DLC}/{part}/{action}`, { post: '' }),
} satisfies Record<string, EndpointSpec>;

// The endpoints of greetings and recordings by phone (CALL-03), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
// A greeting's fetch is its bytes (never cached: it changes under the same address when a new one
// is uploaded or recorded); a recording's status is never cached (REQ-07).
import type { EndpointSpec } from '../endpoints';

const GREETINGS = '/rest/account/{accountId}/greetings';
const greeting = (path: string): EndpointSpec => ({
  family: 'appserver',
  path: `${GREETINGS}/${path}`,
  versions: { get: '', post: '' },
  noCache: true,
});

export const GREETING_ENDPOINTS = {
  /** C-378, C-379: an extension's greeting of a key (upload: multipart/form-data, REQ-02). */
  extensionGreeting: greeting('extension/{ownerId}/{greetingKey}'),
  /** C-380, C-381 */
  callGroupGreeting: greeting('callGroup/{ownerId}/{greetingKey}'),
  /** C-382, C-383 */
  autoAttendantGreeting: greeting('autoAttendant/{ownerId}/{greetingKey}'),
  /** C-384, C-385: the account's call monitoring announcement. */
  callMonitoringGreeting: greeting('callMonitoring/{greetingKey}'),
  /** C-386, C-387 */
  callQueueGreeting: greeting('callQueue/{ownerId}/{greetingKey}'),
  /** C-388, C-389 */
  customTagGreeting: greeting('customTag/{ownerId}/{greetingKey}'),
  /** C-390, C-391: the account's recording rule announcement. */
  recordingRuleGreeting: greeting('recordingRule/{greetingKey}'),
  /** C-392: record a greeting by phone; answers the ticket. */
  audioRecordings: {
    family: 'appserver',
    path: '/rest/account/{accountId}/audioRecordings',
    versions: { post: '' },
  },
  /** C-393: the recording's status by ticket id, never cached (REQ-07); DELETE cancels it. */
  audioRecording: {
    family: 'appserver',
    path: '/rest/account/{accountId}/audioRecordings/{ticketId}',
    versions: { get: '', delete: '' },
    noCache: true,
  },
} satisfies Record<string, EndpointSpec>;

// The endpoints of recording rules, recording settings and call monitoring (REC-01, REC-03;
// decision 0105), spread into ENDPOINTS (src/api/endpointCatalogue.ts); the functions that call
// them are in src/api/recordingRules.ts and src/api/monitoring.ts.
import type { EndpointSpec, OutageCall } from './endpoints';

const REC = '/api/recording/account/{accountId}';
const noItems = ({ params }: OutageCall) => ({ accountId: Number(params.accountId), items: [] });

export const RECORDING_RULE_ENDPOINTS = {
  /** C-247. */
  recordingRules: {
    family: 'recording',
    path: `${REC}/getRecordingRulesList`,
    versions: { get: '' },
    empty: { get: noItems },
  },
  /** C-248: create, update or delete, by `operation`. */
  recordingRuleCrud: { family: 'recording', path: `${REC}/recordingRules/crud`, versions: { post: '' } },
  /** C-264. */
  recordingRuleList: { family: 'recording', path: `${REC}/recordingRulesList`, versions: { put: '' } },
  /** C-251, C-252. */
  endUserRecordingAccess: {
    family: 'recording',
    path: `${REC}/endUserCCRAccess`,
    versions: { get: '', post: '' },
  },
  /** C-265. */
  recordingServices: {
    family: 'recording',
    path: `${REC}/services`,
    versions: { get: '' },
    empty: { get: noItems },
  },
  /** C-269. */
  recordingServiceFeature: {
    family: 'recording',
    path: `${REC}/services/{accountServiceId}/features/{featureName}`,
    versions: { put: '', delete: '' },
  },
  /** C-045: the rules that record one user. */
  userRecordingRules: {
    family: 'ucaas',
    path: '/api/ucaas/user/{userId}/recordingRuleList',
    versions: { get: '' },
    empty: { get: ({ params }: OutageCall) => ({ userId: Number(params.userId), items: [] }) },
  },
  /** C-084, C-085. */
  callMonitoring: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/monitor',
    versions: { get: '', put: '' },
  },
  /** C-555: a task polled at bulkTask. */
  callMonitoringBulk: {
    family: 'appserver',
    path: '/rest/account/{accountId}/callMonitoring/bulkUpdate',
    versions: { post: '' },
    bulk: true,
  },
} satisfies Record<string, EndpointSpec>;

// The endpoints of call blocking (CALL-05, decision 0102), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts); the functions that call them are in src/api/callBlocking.ts.
import type { EndpointSpec, OutageCall } from './endpoints';

const ADMIN = '/api/ucaas/account/{accountId}/phonesystem/callblocking';
const OWN = '/api/ucaas/account/{accountId}/enduser/{loginName}/extension/{extension}/callblocking';
const noItems = ({ params }: OutageCall) => ({ accountId: Number(params.accountId), items: [] });

export const CALL_BLOCKING_ENDPOINTS = {
  /** C-482: the master switch, the options and the account's rules. */
  callBlocking: { family: 'ucaas', path: ADMIN, versions: { get: '' } },
  /** C-481. */
  callBlockingSystemRules: {
    family: 'ucaas',
    path: `${ADMIN}/systemRules`,
    versions: { get: '' },
    empty: { get: noItems },
  },
  /** C-483 (the admin's). */
  callBlockingUserRules: {
    family: 'ucaas',
    path: `${ADMIN}/userRules`,
    versions: { get: '' },
    empty: {
      get: ({ params }: OutageCall) => ({ accountId: Number(params.accountId), total: 0, items: [] }),
    },
  },
  /** C-069. */
  callBlockingIntRule: { family: 'ucaas', path: `${ADMIN}/saveAcctIntBlockRule`, versions: { post: '' } },
  /** C-070. */
  callBlockingRule: { family: 'ucaas', path: `${ADMIN}/updateRule`, versions: { post: '' } },
  /** C-071. */
  callBlockingRuleUnchecked: {
    family: 'ucaas',
    path: `${ADMIN}/saveRuleSkipValidations`,
    versions: { post: '' },
  },
  /** C-072. */
  callBlockingOptions: { family: 'ucaas', path: `${ADMIN}/saveOptions`, versions: { post: '' } },
  /** C-073. */
  callBlockingMasterSwitch: {
    family: 'ucaas',
    path: `${ADMIN}/saveMasterSwitchOptions`,
    versions: { post: '' },
  },
  /** C-484. */
  callBlockingRules: { family: 'ucaas', path: `${ADMIN}/rules`, versions: { delete: '' } },
  /** C-485. */
  callBlockingRulesEnabled: { family: 'ucaas', path: `${ADMIN}/rules/enabled`, versions: { put: '' } },
  /** C-509. */
  callCountries: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callCountries',
    versions: { get: '' },
    empty: { get: noItems },
  },
  /** C-483 (the end user's own). */
  myCallBlocking: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/enduser/{loginName}/callblocking',
    versions: { get: '' },
  },
  /** C-074. */
  myCallBlockingOptions: { family: 'ucaas', path: `${OWN}/saveOptions`, versions: { post: '' } },
  myCallBlockingRule: { family: 'ucaas', path: `${OWN}/updateRule`, versions: { post: '' } },
  /** C-484 (own). */
  myCallBlockingRules: { family: 'ucaas', path: `${OWN}/rules`, versions: { delete: '' } },
  /** C-485 (own). */
  myCallBlockingRulesEnabled: { family: 'ucaas', path: `${OWN}/rules/enabled`, versions: { put: '' } },
} satisfies Record<string, EndpointSpec>;

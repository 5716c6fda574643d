// Which routers make up each service family. Adding a router is one line here; the app mounts
// every family at /svc/<family> and the route table (for the authorization tests) is read from it.

import { lifecycleRoutes } from './areas/accountLifecycle/lifecycleRoutes';
import { provisionRoutes } from './areas/accountLifecycle/provisionRoutes';
import { serviceRoutes } from './areas/accountLifecycle/serviceRoutes';
import { apiKeyRoutes } from './areas/apiKeys/apiKeyRoutes';
import { appRoutes } from './areas/apps/appRoutes';
import { auditRoutes } from './areas/audit/auditRoutes';
import { authRoutes } from './areas/auth/authRoutes';
import { gatewayRoutes } from './areas/auth/gatewayRoutes';
import { hdapRoutes } from './areas/auth/hdapRoutes';
import { idpRoutes } from './areas/auth/idpRoutes';
import { oidcTokenRoutes } from './areas/auth/oidcTokenRoutes';
import { billingRoutes } from './areas/billing/billingRoutes';
import { hostedPageRoutes } from './areas/billing/hostedPageRoutes';
import { unbilledUsageRoutes } from './areas/billing/unbilledUsageRoutes';
import { brandingRoutes } from './areas/branding/brandingRoutes';
import { callBlockingRoutes } from './areas/callBlocking/callBlockingRoutes';
import { endUserBlockingRoutes } from './areas/callBlocking/endUserBlockingRoutes';
import { appserverAttendantRoutes, attendantRoutes } from './areas/callHandling/attendantRoutes';
import { callFlowRoutes } from './areas/callHandling/callFlowRoutes';
import { appserverCallSettingsRoutes, callSettingsRoutes } from './areas/callHandling/callSettingsRoutes';
import { greetingRoutes } from './areas/callHandling/greetingRoutes';
import { groupAppRoutes } from './areas/callHandling/groupAppRoutes';
import { groupRoutes } from './areas/callHandling/groupRoutes';
import { appserverQueueRoutes, queueRoutes } from './areas/callHandling/queueRoutes';
import { receptionistRoutes } from './areas/callHandling/receptionistRoutes';
import { audioRecordingRoutes, outdialGreetingRoutes } from './areas/callHandling/recordingRoutes';
import { scheduleRoutes } from './areas/callHandling/scheduleRoutes';
import { serviceRouteRoutes } from './areas/callHandling/serviceRouteRoutes';
import { appserverConferenceRoutes, conferenceRoutes } from './areas/conference/conferenceRoutes';
import { deviceImportRoutes } from './areas/devices/deviceImportRoutes';
import { deviceRoutes } from './areas/devices/deviceRoutes';
import { hotelingRoutes } from './areas/devices/hotelingRoutes';
import { kitRoutes } from './areas/devices/kitRoutes';
import { lineRoutes } from './areas/devices/lineRoutes';
import { appserverFaxRoutes, faxProvisioningRoutes, faxRoutes } from './areas/fax/faxRoutes';
import { appserverLocationRoutes, ucaasLocationRoutes } from './areas/locations/locationRoutes';
import { messagingRoutes } from './areas/messaging/messagingRoutes';
import { offNetSmsRoutes, tenDlcRoutes } from './areas/messaging/tenDlcRoutes';
import { appserverMfaRoutes, mfaRoutes } from './areas/mfa/mfaRoutes';
import { monitorRoutes, monitorTaskRoutes } from './areas/monitoring/monitorRoutes';
import { numberBulkRoutes, ucaasNumberBulkRoutes } from './areas/numbers/numberBulkRoutes';
import { numberLookupRoutes, ucaasNumberLookupRoutes } from './areas/numbers/numberLookupRoutes';
import { numberReadRoutes, ucaasNumberReadRoutes } from './areas/numbers/numberReadRoutes';
import { orderRoutes } from './areas/orders/orderRoutes';
import { passwordRoutes } from './areas/passwords/passwordRoutes';
import { policyRoutes } from './areas/passwords/policyRoutes';
import { secretQuestionLookupRoutes, secretQuestionRoutes } from './areas/passwords/secretQuestionRoutes';
import { adminConfigRoutes } from './areas/portalConfig/adminConfigRoutes';
import { messageTextRoutes } from './areas/portalConfig/messageTextRoutes';
import { portalSettingsRoutes } from './areas/portalConfig/settingsRoutes';
import { lookupRoutes } from './areas/provisioning/lookupRoutes';
import { provisioningRoutes, ucaasProvisioningRoutes } from './areas/provisioning/provisioningRoutes';
import { serviceLocationRoutes } from './areas/provisioning/serviceLocationRoutes';
import { archiveRoutes } from './areas/recording/archiveRoutes';
import { bulkDownloadRoutes } from './areas/recording/bulkDownloadRoutes';
import { recordingRoutes } from './areas/recording/recordingRoutes';
import { recordingRuleRoutes } from './areas/recordingRules/recordingRoutes';
import { appserverRuleRoutes, userRuleRoutes } from './areas/recordingRules/userRuleRoutes';
import { referralRoutes } from './areas/referral/referralRoutes';
import { exportRoutes } from './areas/reports/exportRoutes';
import { reportRoutes } from './areas/reports/reportRoutes';
import { savedReportRoutes } from './areas/reports/savedReportRoutes';
import { accountInfoRoutes } from './areas/roles/accountInfoRoutes';
import { ucaasRoutes } from './areas/roles/accountRoutes';
import { menuPermissionRoutes } from './areas/roles/menuRoutes';
import { permissionsRoutes } from './areas/roles/permissionsRoutes';
import { tenantsRoutes } from './areas/roles/tenantsRoutes';
import { provisioningRoutes as scimProvisioningRoutes } from './areas/scim/provisioningRoutes';
import { identityRoutes } from './areas/sso/identityRoutes';
import { ssoRoutes } from './areas/sso/ssoRoutes';
import { taskRoutes } from './areas/tasks/taskRoutes';
import { adminResetRoutes } from './areas/users/adminResetRoutes';
import { appserverUserRoutes } from './areas/users/appserverUserRoutes';
import { bulkRoutes } from './areas/users/bulkRoutes';
import { extensionDevicesRoutes } from './areas/users/extensionDevicesRoutes';
import { extensionsRoutes } from './areas/users/extensionsRoutes';
import { usersRoutes } from './areas/users/identityRoutes';
import { usersIdentityRoutes } from './areas/users/loginNameRoutes';
import { privilegeRoutes } from './areas/users/privilegeRoutes';
import { ucaasSelfRoutes } from './areas/users/selfRoutes';
import { userMessagesRoutes } from './areas/users/userMessagesRoutes';
import { ucaasUsersRoutes } from './areas/users/usersRoutes';
import { usersServiceRoutes } from './areas/users/usersServiceRoutes';
import type { SecureRouter } from './http/secureRouter';
import type { Deps } from './http/types';
import type { JobRegistry } from './jobs/registry';

/** `jobKinds`: the kinds the app registered; the task routes read who may read each kind's tasks. */
export function familyRouters(deps: Deps, jobKinds: JobRegistry): Record<string, SecureRouter[]> {
  return {
    // API keys (issue 23) beside the sign-in they stand in for.
    auth: [
      authRoutes(deps),
      idpRoutes(deps),
      oidcTokenRoutes(deps),
      apiKeyRoutes(deps),
      // Passwords, secret questions, policies and assume-role (issue 23, sec-pw).
      passwordRoutes(deps),
      secretQuestionRoutes(deps),
      policyRoutes(deps),
      // MFA (issue 23, sec-mfa).
      mfaRoutes(deps),
      // ---- SSO, SCIM provisioning settings and identities (issue 23, sec-sso) ----
      ssoRoutes(deps),
      scimProvisioningRoutes(deps),
      identityRoutes(deps),
    ],
    // The store and orders (issue 22, bill-orders); invoices, payments, payment methods and usage
    // (bill-pay); the account lifecycle, cancellation, provisions, account creation (bill-acct).
    billing: [
      orderRoutes(deps),
      billingRoutes(deps),
      hostedPageRoutes(deps),
      lifecycleRoutes(deps),
      provisionRoutes(deps),
    ],
    gateway: [gatewayRoutes(deps)],
    hdap: [hdapRoutes(deps)],
    permissions: [permissionsRoutes(deps)],
    ucaas: [
      ucaasRoutes(deps),
      // Unbilled usage (issue 22, bill-pay).
      unbilledUsageRoutes(deps),
      // Account services: fresh service info, assign, verify cancellation (issue 22, bill-acct).
      serviceRoutes(deps),
      tenantsRoutes(deps),
      ucaasUsersRoutes(deps),
      ucaasSelfRoutes(deps),
      privilegeRoutes(deps),
      adminResetRoutes(deps),
      extensionDevicesRoutes(deps),
      extensionsRoutes(deps),
      ucaasProvisioningRoutes(deps),
      lookupRoutes(deps),
      secretQuestionLookupRoutes(deps),
      ucaasNumberBulkRoutes(deps),
      ucaasNumberReadRoutes(deps),
      ucaasNumberLookupRoutes(deps),
      // ---- call handling (issue 18): one line per router ----
      callFlowRoutes(deps),
      callSettingsRoutes(deps),
      groupRoutes(deps),
      queueRoutes(deps),
      attendantRoutes(deps),
      scheduleRoutes(deps),
      receptionistRoutes(deps),
      serviceRouteRoutes(deps),
      outdialGreetingRoutes(deps),
      // ---- call blocking (issue 19) ----
      callBlockingRoutes(deps),
      endUserBlockingRoutes(deps),
      // ---- emergency locations (issue 19) ----
      ucaasLocationRoutes(deps),
      // ---- fax and conference (issue 19) ----
      faxRoutes(deps),
      faxProvisioningRoutes(deps),
      // ---- provisioning: bulk move of service location (issue 24, C-400) ----
      serviceLocationRoutes(deps),
      conferenceRoutes(deps),
      // ---- recording rules and monitoring (issue 20) ----
      userRuleRoutes(deps),
      monitorRoutes(deps),
      // ---- reports and the audit log (issue 21) ----
      reportRoutes(deps),
      exportRoutes(deps),
      savedReportRoutes(deps),
      auditRoutes(deps),
      // ---- messaging (issue 24): the account's off-net SMS attribute ----
      offNetSmsRoutes(deps),
      // ---- account info writes, attributes, searches and reads (roles-rest, decision 0119) ----
      accountInfoRoutes(deps),
      // ---- portal settings, lookups and the key tool (issue 24, misc-cfg) ----
      portalSettingsRoutes(deps),
      messageTextRoutes(deps),
      // ---- branding, the app centre and the referral programme (issue 24, misc-brand) ----
      brandingRoutes(deps),
      appRoutes(deps),
      referralRoutes(deps),
    ],
    users: [usersRoutes(deps), usersIdentityRoutes(deps), usersServiceRoutes(deps)],
    // The task routes are no area's: every job kind's tasks are polled there.
    appserver: [
      bulkRoutes(deps),
      appserverUserRoutes(deps),
      taskRoutes(deps, jobKinds),
      numberReadRoutes(deps),
      numberLookupRoutes(deps),
      numberBulkRoutes(deps),
      // ---- call handling (issue 18): one line per router ----
      appserverCallSettingsRoutes(deps),
      groupAppRoutes(deps),
      appserverQueueRoutes(deps),
      appserverAttendantRoutes(deps),
      greetingRoutes(deps),
      audioRecordingRoutes(deps),
      // ---- emergency locations (issue 19) ----
      appserverLocationRoutes(deps),
      // ---- fax and conference (issue 19) ----
      appserverFaxRoutes(deps),
      appserverConferenceRoutes(deps),
      // ---- recording rules and monitoring (issue 20) ----
      appserverRuleRoutes(deps),
      monitorTaskRoutes(deps),
      // ---- MFA settings (issue 23) ----
      appserverMfaRoutes(deps),
      // ---- business texting (10DLC, issue 24): the product files it under the application server ----
      tenDlcRoutes(deps),
      // ---- admin config: menu permissions (roles-rest, C-499) ----
      menuPermissionRoutes(deps),
      // ---- admin config (issue 24, misc-cfg) ----
      adminConfigRoutes(deps, jobKinds),
    ],
    // The call-recording family (issue 20): the recordings, their bulk download, the rules and settings.
    recording: [
      recordingRoutes(deps),
      bulkDownloadRoutes(deps),
      archiveRoutes(deps),
      recordingRuleRoutes(deps),
    ],
    // The call-queue microservice (CFG-04): the queue calls at the same paths, for the accounts
    // wgConfig sends there (decision 0093).
    callqueue: [queueRoutes(deps)],
    // Messaging and business texting (issue 24, decision 0111).
    messages: [messagingRoutes(deps), userMessagesRoutes(deps)],
    hoteling: [
      deviceRoutes(deps),
      deviceImportRoutes(deps),
      lineRoutes(deps),
      hotelingRoutes(deps),
      kitRoutes(deps),
      provisioningRoutes(deps),
    ],
  };
}

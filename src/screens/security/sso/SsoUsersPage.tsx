// #/management/m/ssoUsers (issue 23, SEC-01; decision 0110): the session account's disabled users
// and those who never signed in, with bulk enable / disable, and the SSO audit log with its
// export. Read with read:sso-settings; enabling and disabling take update:sso-settings.

import { stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { SsoAuditPanel } from './SsoAuditPanel';
import { SsoUsersPanel } from './SsoUsersPanel';

export function SsoUsersPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <SsoUsersPanel />
        <SsoAuditPanel />
      </div>
    </>
  );
}

// #/management/m/ssoUsers (issue 23, SEC-01; decision 0110): the session account's disabled users
// and those who never signed in, with bulk enable / disable, and the SSO audit log with its
// export. Read with read:sso-settings; enabling and disabling take update:sso-settings.

import { useState } from 'react';
import { stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { SsoAuditPanel } from './SsoAuditPanel';
import { SsoUsersPanel } from './SsoUsersPanel';

export function SsoUsersPage(props: { title: string }) {
  // Bumped by a bulk change, so that the audit log shows it.
  const [changes, setChanges] = useState(0);
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <SsoUsersPanel onChanged={() => setChanges((n) => n + 1)} />
        <SsoAuditPanel changes={changes} />
      </div>
    </>
  );
}

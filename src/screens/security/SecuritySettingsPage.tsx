// #/management/m/securitySettings (issue 23): the account's sign-in security, one section per part,
// each with its own loading and save (SSO and SCIM provisioning here; the password policy and MFA
// enforcement join it from their branches, in this order).

import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { ProvisioningSection } from './sso/ProvisioningSection';
import { SsoSettingsSection } from './sso/SsoSettingsSection';

export function SecuritySettingsPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <SsoSettingsSection />
        <ProvisioningSection />
      </div>
    </>
  );
}

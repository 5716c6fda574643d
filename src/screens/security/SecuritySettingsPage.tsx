// #/management/m/securitySettings (issue 23): the account's security settings, one section per
// part, each with its own loading and save. The page is only the heading and the sections.

import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { LoginConfigSummary } from './LoginConfigSummary';
import { MfaEnforcementSection } from './mfa/MfaEnforcementSection';
import { PasswordPolicySection } from './passwords/PasswordPolicySection';
import { ProvisioningSection } from './sso/ProvisioningSection';
import { SsoSettingsSection } from './sso/SsoSettingsSection';

export function SecuritySettingsPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <LoginConfigSummary />
        <PasswordPolicySection />
        <MfaEnforcementSection />
        <SsoSettingsSection />
        <ProvisioningSection />
      </div>
    </>
  );
}

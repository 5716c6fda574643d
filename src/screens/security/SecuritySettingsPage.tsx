// #/management/m/securitySettings (issue 23): the account's sign-in security, a section per part,
// each loading and saving on its own (decision 0109: the same page in each security branch).
import { PageHeader } from '../../ui/PageHeader';
import { MfaEnforcementSection } from './mfa/MfaEnforcementSection';

export function SecuritySettingsPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <MfaEnforcementSection />
    </>
  );
}

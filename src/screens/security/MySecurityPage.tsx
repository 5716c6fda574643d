// #/management/m/mySecurity (issue 23): one's own sign-in security, for everyone signed in.
import { PageHeader } from '../../ui/PageHeader';
import { MyMfaSection } from './mfa/MyMfaSection';

export function MySecurityPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <MyMfaSection />
    </>
  );
}

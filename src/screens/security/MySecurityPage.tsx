// #/management/m/mySecurity (issue 23): the signed-in user's own password, secret question and
// second factors, one section each, with their own loading and save.

import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { LinkedIdentities } from '../common/LinkedIdentities';
import { MyMfaSection } from './mfa/MyMfaSection';
import { MyPasswordSection } from './passwords/MyPasswordSection';
import { MySecretQuestionSection } from './passwords/MySecretQuestionSection';

export function MySecurityPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <MyPasswordSection />
        <MySecretQuestionSection />
        <MyMfaSection />
        <LinkedIdentities userId="self" canUnlink />
      </div>
    </>
  );
}

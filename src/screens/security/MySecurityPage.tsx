// #/management/m/mySecurity (issue 23): the signed-in user's own password and secret question,
// one section each, with their own loading and save.

import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { MyPasswordSection } from './passwords/MyPasswordSection';
import { MySecretQuestionSection } from './passwords/MySecretQuestionSection';

export function MySecurityPage(props: { title: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        <MyPasswordSection />
        <MySecretQuestionSection />
      </div>
    </>
  );
}

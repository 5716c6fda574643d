// #/management/m/branding (issue 24 item 3; MISC-01, ROLE-09; decision 0115): the acting
// account's brand. Partner and CSP accounts set it (update:account-settings); every other account
// sees whose brand it shows.
import { useState } from 'react';
import { type BrandAnswer, getBranding, putBranding } from '../../api/branding';
import { BRAND_CHANGED } from '../../app/brandTheme';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { Branding } from '../../domain/schemas/branding';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { BrandingView } from './BrandingView';
import { LineGroupsCard } from './LineGroupsCard';

export function BrandingPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const brand = useResource(['branding', accountId], (s) => getBranding(api, accountId, s), {
    handled: allHandled,
  });
  const [saved, setSaved] = useState<BrandAnswer>();
  const save = useAction(
    async (body: Branding) => {
      setSaved(await putBranding(api, accountId, body));
      window.dispatchEvent(new Event(BRAND_CHANGED));
    },
    { handled: shownHere },
  );
  const current = saved ?? brand.data;
  return (
    <>
      <PageHeader title={props.title} />
      <div className={stack}>
        {current ? (
          <BrandingView
            key={current.own?.updatedAt ?? 'none'}
            brand={current}
            canChange={profile.permissions.has('update:account-settings')}
            state={writeStateOf(
              save as Action<never>,
              saved ? 'The brand is saved. Your accounts show it now.' : undefined,
            )}
            onSave={(body) => save.run(body)}
          />
        ) : brand.failed ? (
          <Alert variant="error" title="The brand did not load">
            <p>Try again in a moment.</p>
            <Button variant="secondary" onPress={brand.reload}>
              Try again
            </Button>
          </Alert>
        ) : (
          <LoadingState label="Loading the brand…" />
        )}
        <LineGroupsCard
          accountId={accountId}
          canChange={profile.permissions.has('update:account-settings')}
        />
      </div>
    </>
  );
}

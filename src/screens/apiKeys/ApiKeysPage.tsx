// #/management/m/apiKeys (issue 23, decision 0107): the session account's API keys. Read with
// read:users; created with create:users, renamed with update:users, revoked with delete:users (an
// API key is an API user's credential: who manages the account's users manages its keys).
import { useRef, useState } from 'react';
import { changeApiKey, createApiKey, listApiKeys, revokeApiKey } from '../../api/apiKeys';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyItem } from '../../domain/schemas/apiKey';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { ApiKeysView } from './ApiKeysView';

export function ApiKeysPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const keys = useResource(['apiKeys', accountId], (s) => listApiKeys(api, s), { handled: allHandled });
  const created = useRef<ApiKeyCreated | undefined>(undefined);
  const [said, setSaid] = useState<string>();
  const create = useAction(
    async (body: ApiKeyCreate) => {
      created.current = await createApiKey(api, body);
      keys.reload();
    },
    { handled: shownHere },
  );
  const rename = useAction(
    async ({ key, name }: { key: ApiKeyItem; name: string }) => {
      await changeApiKey(api, key.id, { name });
      keys.reload();
    },
    { handled: shownHere },
  );
  const revoke = useAction(
    async (key: ApiKeyItem) => {
      await revokeApiKey(api, key.id);
      setSaid(`“${key.name}” is revoked: calls with it are refused.`);
      keys.reload();
    },
    { handled: shownHere },
  );
  const can = (key: Parameters<typeof profile.permissions.has>[0]) => profile.permissions.has(key);
  return (
    <>
      <PageHeader title={props.title} />
      {keys.data ? (
        <ApiKeysView
          keys={keys.data.items}
          apiUsers={keys.data.apiUsers}
          now={new Date()}
          canCreate={can('create:users')}
          canChange={can('update:users')}
          canRevoke={can('delete:users')}
          createState={writeStateOf(create as Action<never>)}
          changeState={writeStateOf(rename as Action<never>)}
          revokeState={writeStateOf(revoke as Action<never>, said)}
          onCreate={async (body) => {
            created.current = undefined;
            return (await create.run(body)) ? created.current : undefined;
          }}
          onRename={(key, name) => rename.run({ key, name })}
          onRevoke={(key) => revoke.run(key)}
        />
      ) : keys.failed ? (
        <Alert variant="error" title="The API keys did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={keys.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading API keys…" />
      )}
    </>
  );
}

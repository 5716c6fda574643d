// #/management/m/api-docs: the platform's API reference, read from GET /openapi.json with the
// session's token. A management page rather than a route of its own: it keeps the shell (and its
// Help link back here), the sign-in guard and the lazy chunk that every page of pages.tsx has,
// and adds nothing to the sign-in page.
import { getApiReference } from '../../api/apiReference';
import { describeFailure } from '../../api/describeFailure';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { ApiReferenceView } from './ApiReferenceView';

export function ApiReferencePage(props: { title: string }) {
  const { api } = useSessionContext();
  const reference = useResource(() => getApiReference(api), []);
  return (
    <ApiReferenceView
      title={props.title}
      document={reference.data}
      loading={reference.loading}
      error={
        reference.error
          ? (describeFailure(reference.error) ?? 'The platform did not answer. Please try again.')
          : undefined
      }
      onRetry={reference.reload}
    />
  );
}

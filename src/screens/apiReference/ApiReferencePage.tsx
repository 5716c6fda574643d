// #/management/m/api-docs: the platform's API reference, read from GET /openapi.json with the
// session's token. A management page rather than a route of its own: it keeps the shell (and its
// Help link back here), the sign-in guard and the lazy chunk that every page of pages.tsx has,
// and adds nothing to the sign-in page.
import { getApiReference } from '../../api/apiReference';
import { describeFailure } from '../../api/describeFailure';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { ApiReferenceView } from './ApiReferenceView';

export function ApiReferencePage(props: { title: string }) {
  const { api } = useSessionContext();
  // The page says itself that the reference could not be read, with a way to try again.
  const reference = useResource(['apiReference'], (signal) => getApiReference(api, signal), {
    handled: allHandled,
  });
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

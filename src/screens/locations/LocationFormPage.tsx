// #/management/m/locations/new and .../<id>/edit: add or change an emergency location through
// the location save machine (machines/locations): the form checks with the shared schema, then
// the platform validates the address (C-075); a suggestion waits for the person's choice, then
// the location is saved and its page opens. A failure goes to the error display and can be
// tried again.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { locationSaveMachine } from '../../../machines/locations/locationSaveMachine';
import {
  createLocation,
  getLocation,
  type LocationInput,
  updateLocation,
  validateLocation,
} from '../../api/locations/locations';
import { useOptionalErrorDisplay } from '../../app/errors/ErrorDisplay';
import { isNotFound, reportFailure } from '../../app/failures';
import { registerLiveActor } from '../../app/liveActors';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { citiesOf } from '../../domain/address/cities';
import { CLIENT_DEFAULTS } from '../../domain/address/clientDefaults';
import { isLocationCountry } from '../../domain/address/countries';
import { PROVINCES } from '../../domain/address/provinces';
import type { LocationRecord } from '../../domain/schemas/location';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { NotFoundView } from '../common/NotFoundView';
import { type LocationDraft, LocationFormView } from './LocationFormView';
import { LOCATIONS_PATH, locationsHref } from './locationWords';

const draftOf = (l: LocationRecord | null, country: string): LocationDraft => ({
  name: l?.name ?? '',
  countryCode: l?.countryCode ?? (isLocationCountry(country) ? country : 'US'),
  region: l?.region ?? '',
  city: l?.city ?? '',
  street: l?.street ?? '',
  street2: l?.street2 ?? '',
  predirectional: l?.predirectional ?? '',
  postalCode: l?.postalCode ?? '',
});

const inputOf = (d: LocationDraft): LocationInput => ({
  name: d.name,
  countryCode: d.countryCode as LocationInput['countryCode'],
  region: d.region || null,
  city: d.city,
  street: d.street,
  street2: d.street2 || null,
  predirectional: d.predirectional || null,
  postalCode: d.postalCode,
});

export function LocationFormPage(props: { locationId?: number }) {
  const { api } = useSessionContext();
  const account = useAccount();
  const { accountId } = account;
  const { locationId } = props;
  const current = useResource(
    ['location', accountId, locationId ?? 'new'],
    (signal) =>
      locationId === undefined ? Promise.resolve(null) : getLocation(api, accountId, locationId, signal),
    { handled: isNotFound },
  );
  const [draft, setDraft] = useState<LocationDraft>();
  // CALL-06 through the location save machine, watched live by #/machines.
  const actor = useActorRef(
    locationSaveMachine.provide({
      actors: {
        validate: fromPromise(({ input, signal }) => validateLocation(api, accountId, input.draft, signal)),
        save: fromPromise(({ input, signal }) =>
          locationId === undefined
            ? createLocation(api, accountId, input.body, signal)
            : updateLocation(api, accountId, locationId, input.body, signal),
        ),
      },
    }),
  );
  useEffect(() => registerLiveActor('locationSave', actor), [actor]);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const suggestion = useSelector(actor, (s) => (s.hasTag('suggesting') ? s.context.suggestion : undefined));
  const failure = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.failure : undefined));
  const problems = useSelector(actor, (s) => s.context.problems);
  const saved = useSelector(actor, (s) => s.context.saved);
  useEffect(() => {
    if (saved) navigate(`${LOCATIONS_PATH}/${saved.id}`);
  }, [saved]);
  // A failure other than field errors goes to the error display once, as any failed write does.
  const display = useOptionalErrorDisplay();
  useEffect(() => {
    if (failure) reportFailure(failure.error, undefined, display);
  }, [failure, display]);
  if (current.error)
    return <NotFoundView homeHref={locationsHref()} linkText="Back to the emergency locations" />;
  if (current.data === undefined)
    return current.failed ? null : <LoadingState label="Loading the location…" />;
  const form = draft ?? draftOf(current.data, account.countryCode ?? 'US');
  const country = isLocationCountry(form.countryCode) ? form.countryCode : undefined;
  const title = current.data ? `Change ${current.data.name}` : 'Add an emergency location';
  return (
    <>
      <PageHeader title={title} />
      <LocationFormView
        draft={form}
        onChange={(d) => {
          setDraft(d);
          actor.send({ type: 'EDIT' });
        }}
        provinces={country ? PROVINCES[country] : []}
        cities={country && form.region ? citiesOf(country, form.region) : []}
        separatePredirectional={CLIENT_DEFAULTS.separatePredirectional}
        errors={problems}
        suggestion={suggestion}
        onUseSuggestion={() => {
          if (!suggestion) return;
          // The form shows what is saved: the suggested address.
          setDraft({
            ...form,
            ...suggestion,
            countryCode: form.countryCode,
            region: suggestion.region ?? '',
            street2: suggestion.street2 ?? '',
            predirectional: suggestion.predirectional ?? '',
          });
          actor.send({ type: 'USE' });
        }}
        onKeep={() => actor.send({ type: 'KEEP' })}
        onSave={() => actor.send({ type: 'SAVE', draft: inputOf(form) })}
        failed={
          failure
            ? { onRetry: () => actor.send({ type: 'RETRY' }), onBack: () => actor.send({ type: 'BACK' }) }
            : undefined
        }
        busy={busy}
        saveLabel={current.data ? 'Save changes' : 'Add location'}
        cancelHref={current.data ? locationsHref(current.data.id) : locationsHref()}
      />
    </>
  );
}

// #/management/m/locations/new and .../<id>/edit: add or change an emergency location. The form
// checks with the shared schema, then asks the platform to validate the address (C-075); a
// suggestion waits for the person's choice, then the location is saved and its page opens.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ApiFailure } from '../../api/failure';
import {
  createLocation,
  getLocation,
  type LocationInput,
  type LocationValidation,
  updateLocation,
  validateLocation,
} from '../../api/locations/locations';
import { hasFieldErrors, isNotFound } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { citiesOf } from '../../domain/address/cities';
import { CLIENT_DEFAULTS } from '../../domain/address/clientDefaults';
import { isLocationCountry } from '../../domain/address/countries';
import { PROVINCES } from '../../domain/address/provinces';
import { type FieldError, fieldErrorsOf } from '../../domain/schemas/fieldErrors';
import { type LocationRecord, locationSchema } from '../../domain/schemas/location';
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
  const [ownErrors, setOwnErrors] = useState<FieldError[]>([]);
  const [suggestion, setSuggestion] = useState<LocationValidation['suggestion']>(null);
  const save = useAction(
    async (body: LocationInput) => {
      const saved =
        locationId === undefined
          ? await createLocation(api, accountId, body)
          : await updateLocation(api, accountId, locationId, body);
      navigate(`${LOCATIONS_PATH}/${saved.id}`);
    },
    { handled: hasFieldErrors },
  );
  const check = useAction(
    async (body: LocationInput) => {
      const answer = await validateLocation(api, accountId, body);
      if (!answer.valid) setOwnErrors(answer.problems);
      else if (answer.suggestion) setSuggestion(answer.suggestion);
      else await save.run(body);
    },
    { handled: () => false },
  );
  if (current.error)
    return <NotFoundView homeHref={locationsHref()} linkText="Back to the emergency locations" />;
  if (current.data === undefined)
    return current.failed ? null : <LoadingState label="Loading the location…" />;
  const form = draft ?? draftOf(current.data, account.countryCode ?? 'US');
  const country = isLocationCountry(form.countryCode) ? form.countryCode : undefined;
  const serverErrors = save.error instanceof ApiFailure ? (save.error.errors ?? []) : [];
  const title = current.data ? `Change ${current.data.name}` : 'Add an emergency location';
  return (
    <>
      <PageHeader title={title} />
      <LocationFormView
        draft={form}
        onChange={(d) => {
          setDraft(d);
          setSuggestion(null);
          setOwnErrors([]);
          save.reset();
        }}
        provinces={country ? PROVINCES[country] : []}
        cities={country && form.region ? citiesOf(country, form.region) : []}
        separatePredirectional={CLIENT_DEFAULTS.separatePredirectional}
        errors={ownErrors.length ? ownErrors : serverErrors}
        suggestion={suggestion ?? undefined}
        onUseSuggestion={() => {
          if (!suggestion) return;
          const chosen = {
            ...form,
            ...suggestion,
            region: suggestion.region ?? '',
            street2: suggestion.street2 ?? '',
            predirectional: suggestion.predirectional ?? '',
          };
          setDraft(chosen);
          setSuggestion(null);
          void save.run(inputOf(chosen));
        }}
        onKeep={() => {
          setSuggestion(null);
          void save.run(inputOf(form));
        }}
        onSave={() => {
          const body = inputOf(form);
          const checked = locationSchema.safeParse(body);
          if (!checked.success) {
            setOwnErrors(fieldErrorsOf(checked.error.issues));
            return;
          }
          setOwnErrors([]);
          void check.run(body);
        }}
        busy={save.pending || check.pending}
        saveLabel={current.data ? 'Save changes' : 'Add location'}
        cancelHref={current.data ? locationsHref(current.data.id) : locationsHref()}
      />
    </>
  );
}

// The emergency location form (CALL-06): country first, then its province (from the address
// data), city, street, postal code with the country's format hint. Before a save the address is
// validated; when validation can write it better, the form offers "Use suggested address" or
// "Keep my address"; a validation or save that failed can be tried again. A separate
// predirectional field shows only when the client default is on (CFG-03). Props only.
import type { FormEvent } from 'react';
import { COUNTRY_RULES, isLocationCountry, LOCATION_COUNTRIES } from '../../domain/address/countries';
import type { Province } from '../../domain/address/provinces';
import { PREDIRECTIONALS } from '../../domain/address/streets';
import type { FieldError } from '../../domain/schemas/fieldErrors';
import type { LocationValidation } from '../../domain/schemas/location';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { grid, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { addressLine } from './locationWords';

/** The form's fields, as typed. */
export interface LocationDraft {
  name: string;
  countryCode: string;
  region: string;
  city: string;
  street: string;
  street2: string;
  predirectional: string;
  postalCode: string;
}

export interface LocationFormViewProps {
  draft: LocationDraft;
  onChange: (draft: LocationDraft) => void;
  provinces: readonly Province[];
  /** Major cities of the chosen province, offered in the city field's hint. */
  cities: readonly string[];
  separatePredirectional: boolean;
  errors: readonly FieldError[];
  /** The suggestion validation made, waiting for a choice. */
  suggestion?: NonNullable<LocationValidation['suggestion']>;
  onUseSuggestion: () => void;
  onKeep: () => void;
  onSave: () => void;
  /** The validation or the save failed (its message is on the error display): try it again, or back to the form. */
  failed?: { onRetry: () => void; onBack: () => void };
  busy: boolean;
  saveLabel: string;
  cancelHref: string;
}

export function LocationFormView(props: LocationFormViewProps) {
  const { draft, errors } = props;
  const set = (change: Partial<LocationDraft>) => props.onChange({ ...draft, ...change });
  const problem = (field: string) => errors.find((e) => e.field === field)?.message;
  const rules = isLocationCountry(draft.countryCode) ? COUNTRY_RULES[draft.countryCode] : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave();
  };
  const field = (
    name: keyof LocationDraft,
    label: string,
    extra: { description?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(v) => set({ [name]: v })}
      isInvalid={!!problem(name)}
      errorMessage={problem(name)}
      description={extra.description}
      isRequired={extra.required}
    />
  );
  return (
    <Form onSubmit={submit}>
      <div className={stack}>
        {errors.length ? (
          <Alert variant="error" title="Check the address">
            {errors.length === 1 ? errors[0].message : 'Some fields need a change: see each one below.'}
          </Alert>
        ) : null}
        {field('name', 'Name', {
          description: 'How people know the site: Head office, Warehouse.',
          required: true,
        })}
        <div className={grid}>
          <SelectField
            label="Country"
            value={draft.countryCode}
            options={LOCATION_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_RULES[c].name }))}
            onChange={(countryCode) => set({ countryCode, region: '' })}
          />
          <SelectField
            label={rules ? `${rules.regionLabel}${rules.regionRequired ? '' : ' (optional)'}` : 'Province'}
            value={draft.region}
            options={[
              { value: '', label: rules?.regionRequired ? 'Choose…' : 'None' },
              ...props.provinces.map((p) => ({ value: p.code, label: p.name })),
            ]}
            onChange={(region) => set({ region })}
          />
        </div>
        {problem('region') ? (
          <Alert variant="error" title="Province">
            {problem('region')}
          </Alert>
        ) : null}
        {field('city', 'City', {
          required: true,
          description: props.cities.length
            ? `For example ${props.cities.slice(0, 4).join(', ')}.`
            : undefined,
        })}
        {props.separatePredirectional ? (
          <SelectField
            label="Direction before the street (optional)"
            value={draft.predirectional}
            options={[{ value: '', label: 'None' }, ...PREDIRECTIONALS.map((d) => ({ value: d, label: d }))]}
            onChange={(predirectional) => set({ predirectional })}
          />
        ) : null}
        {field('street', 'Street address', {
          required: true,
          description: 'Number and street: 1700 Lincoln St.',
        })}
        {field('street2', 'Suite, floor or unit (optional)')}
        {field('postalCode', rules?.postalLabel ?? 'Postal code', {
          required: true,
          description: rules?.postalHint,
        })}
        {props.suggestion ? (
          <Card title="Use the suggested address?" level={2}>
            <div className={stack}>
              <p>
                <strong>Suggested address: </strong>
                {addressLine({ ...props.suggestion })}
              </p>
              <p>
                <strong>Your address: </strong>
                {addressLine({
                  ...draft,
                  region: draft.region || null,
                  street2: draft.street2 || null,
                  predirectional: draft.predirectional || null,
                })}
              </p>
              <div className={toolbar}>
                <Button onPress={props.onUseSuggestion} isDisabled={props.busy}>
                  Use suggested address
                </Button>
                <Button variant="secondary" onPress={props.onKeep} isDisabled={props.busy}>
                  Keep my address
                </Button>
              </div>
            </div>
          </Card>
        ) : props.failed ? (
          <div className={toolbar}>
            <Button onPress={props.failed.onRetry}>Try again</Button>
            <Button variant="secondary" onPress={props.failed.onBack}>
              Edit the address
            </Button>
            <Link variant="button" href={props.cancelHref}>
              Cancel
            </Link>
          </div>
        ) : (
          <div className={toolbar}>
            <Button type="submit" isDisabled={props.busy}>
              {props.busy ? 'Checking…' : props.saveLabel}
            </Button>
            <Link variant="button" href={props.cancelHref}>
              Cancel
            </Link>
          </div>
        )}
      </div>
    </Form>
  );
}

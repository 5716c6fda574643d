// The account's details (props only): its address, time zone and language, with an editor for
// those who may change them (C-050, C-051), and its custom attributes (C-148). Decision 0119.
import { useState } from 'react';
import type { AccountAttribute, AccountDetails } from '../../api/account';
import type { FieldError } from '../../api/failure';
import { ACCOUNT_LOCALES, type AccountInfoChange } from '../../domain/schemas/accountInfo';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { Form } from '../../ui/Form';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

const LOCALE_NAMES: Record<(typeof ACCOUNT_LOCALES)[number], string> = {
  'en-us': 'English (United States)',
  'en-gb': 'English (United Kingdom)',
  'en-au': 'English (Australia)',
  'en-in': 'English (India)',
};

export interface AccountDetailsViewProps {
  details: AccountDetails;
  attributes?: readonly AccountAttribute[];
  canEdit: boolean;
  saving: boolean;
  errors: readonly FieldError[];
  saved: boolean;
  onSave: (change: AccountInfoChange) => Promise<boolean>;
}

const errorOf = (errors: readonly FieldError[], field: string) =>
  errors.find((e) => e.field === field)?.message;

function addressText(a: AccountDetails['address']) {
  if (!a) return 'Not given';
  return [a.street, a.city, a.region, a.postalCode].filter(Boolean).join(', ');
}

export function AccountDetailsView(props: AccountDetailsViewProps) {
  const { details } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => ({
    name: details.name,
    street: details.address?.street ?? '',
    city: details.address?.city ?? '',
    region: details.address?.region ?? '',
    postalCode: details.address?.postalCode ?? '',
    timeZone: details.timeZone,
    locale: details.locale,
  }));
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof typeof draft, label: string, error = errorOf(props.errors, key)) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={set(key)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const anyAddress = draft.street || draft.city || draft.postalCode;
    const ok = await props.onSave({
      name: draft.name,
      timeZone: draft.timeZone,
      locale: draft.locale as AccountInfoChange['locale'],
      ...(anyAddress
        ? {
            address: {
              street: draft.street,
              city: draft.city,
              region: draft.region || null,
              postalCode: draft.postalCode,
            },
          }
        : {}),
    });
    if (ok) setEditing(false);
  };
  return (
    <>
      <Card
        title="Account details"
        actions={
          props.canEdit && !editing ? (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              Edit details
            </Button>
          ) : undefined
        }
      >
        {props.saved && !editing ? <p role="status">The account details are saved.</p> : null}
        {editing ? (
          <Form onSubmit={(e) => void submit(e)}>
            {field('name', 'Account name')}
            {field('street', 'Street address', errorOf(props.errors, 'address.street'))}
            {field('city', 'Town or city', errorOf(props.errors, 'address.city'))}
            {field('region', 'Region or state (optional)', errorOf(props.errors, 'address.region'))}
            {field('postalCode', 'Postal code', errorOf(props.errors, 'address.postalCode'))}
            <TextField
              label="Time zone"
              description="A time zone name, like America/New_York or Europe/London."
              value={draft.timeZone}
              onChange={set('timeZone')}
              isInvalid={Boolean(errorOf(props.errors, 'timeZone'))}
              errorMessage={errorOf(props.errors, 'timeZone')}
            />
            <SelectField
              label="Language"
              value={draft.locale}
              options={ACCOUNT_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              onChange={set('locale')}
            />
            {errorOf(props.errors, 'locale') ? (
              <Alert variant="error">{errorOf(props.errors, 'locale')}</Alert>
            ) : null}
            <div>
              <Button variant="secondary" onPress={() => setEditing(false)} isDisabled={props.saving}>
                Cancel
              </Button>{' '}
              <Button type="submit" isPending={props.saving}>
                Save details
              </Button>
            </div>
          </Form>
        ) : (
          <DetailList
            items={[
              { label: 'Address', value: addressText(details.address) },
              { label: 'Time zone', value: details.timeZone },
              {
                label: 'Language',
                value: LOCALE_NAMES[details.locale as keyof typeof LOCALE_NAMES] ?? details.locale,
              },
              { label: 'Origin ID', value: details.originId ?? 'None' },
            ]}
          />
        )}
      </Card>
      {props.attributes ? (
        <Card title="Custom attributes">
          {props.attributes.length === 0 ? (
            <p>This account has no custom attributes.</p>
          ) : (
            <DetailList items={props.attributes.map((a) => ({ label: a.name, value: a.value }))} />
          )}
        </Card>
      ) : null}
    </>
  );
}

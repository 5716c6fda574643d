// The account's call settings (CALL-07): four cards, each saved on its own so that a refusal of
// one (a seven-digit area code missing) loses nothing typed in another. Props only.
import { useState } from 'react';
import type { FieldError } from '../../../api/failure';
import type { TimeZoneOption } from '../../../domain/schemas/callHandling/callSettings';
import {
  type InternationalCalling,
  ON_HOLD_TRACK_NAMES,
  ON_HOLD_TRACKS,
  type OnHoldTrack,
  type PbxSettings,
  type SevenDigitDialing,
} from '../../../domain/schemas/callHandling/callSettings';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Form } from '../../../ui/Form';
import { CheckboxField, SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

/** One card's save: pending, its field errors, and what it said when it worked. */
export interface SaveState {
  pending: boolean;
  errors: readonly FieldError[];
  saved?: string;
}

export interface CallSettingsViewProps {
  canEdit: boolean;
  international: InternationalCalling;
  sevenDigit: SevenDigitDialing & { available: boolean };
  onHold: OnHoldTrack;
  pbx: PbxSettings;
  zones: readonly TimeZoneOption[];
  /** The account's extensions an operator may be: id and label. */
  extensions: readonly { id: number; label: string }[];
  saves: Record<'international' | 'sevenDigit' | 'onHold' | 'pbx', SaveState>;
  onSaveInternational: (v: InternationalCalling) => void;
  onSaveSevenDigit: (v: SevenDigitDialing) => void;
  onSaveOnHold: (track: OnHoldTrack) => void;
  onSavePbx: (v: PbxSettings) => void;
}

/** A form's submit: the page does not reload; the card's save runs. */
const submit = (save: () => void) => (e: { preventDefault(): void }) => {
  e.preventDefault();
  save();
};

const errorOf = (s: SaveState, field: string) => s.errors.find((e) => e.field === field)?.message;

function Saved({ state }: { state: SaveState }) {
  if (state.saved) return <Alert variant="success">{state.saved}</Alert>;
  const loose = state.errors.filter((e) => !e.field);
  return loose.length ? <Alert variant="error">{loose.map((e) => e.message).join(' ')}</Alert> : null;
}

export function CallSettingsView(props: CallSettingsViewProps) {
  return (
    <>
      <InternationalCard {...props} />
      <SevenDigitCard {...props} />
      <OnHoldCard {...props} />
      <PbxCard {...props} />
    </>
  );
}

function InternationalCard({ canEdit, international, saves, onSaveInternational }: CallSettingsViewProps) {
  const [enabled, setEnabled] = useState(international.enabled);
  const [countries, setCountries] = useState(international.allowedCountries.join(', '));
  const state = saves.international;
  const list = countries
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const countryError = state.errors.find((e) => e.field.startsWith('allowedCountries'))?.message;
  return (
    <Card title="International calling">
      <Form onSubmit={submit(() => onSaveInternational({ enabled, allowedCountries: list }))}>
        <CheckboxField
          label="Allow calls abroad"
          checked={enabled}
          onChange={setEnabled}
          isDisabled={!canEdit}
        />
        <TextField
          label="Only to these countries"
          description="Two-letter codes separated by commas, like GB, CA. Leave empty for every country."
          value={countries}
          onChange={setCountries}
          isDisabled={!canEdit || !enabled}
          isInvalid={Boolean(countryError)}
          errorMessage={countryError}
        />
        <Saved state={state} />
        {canEdit ? (
          <Button type="submit" isDisabled={state.pending}>
            Save international calling
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

function SevenDigitCard({ canEdit, sevenDigit, saves, onSaveSevenDigit }: CallSettingsViewProps) {
  const [enabled, setEnabled] = useState(sevenDigit.enabled);
  const [areaCode, setAreaCode] = useState(sevenDigit.areaCode ?? '');
  const state = saves.sevenDigit;
  if (!sevenDigit.available)
    return (
      <Card title="Seven-digit dialing">
        <p>Seven-digit dialing is only for accounts in the United States and Canada.</p>
      </Card>
    );
  return (
    <Card title="Seven-digit dialing">
      <Form onSubmit={submit(() => onSaveSevenDigit({ enabled, areaCode: areaCode.trim() || null }))}>
        <CheckboxField
          label="Dial local numbers without the area code"
          checked={enabled}
          onChange={setEnabled}
          isDisabled={!canEdit}
        />
        <TextField
          label="Area code"
          inputMode="numeric"
          value={areaCode}
          onChange={setAreaCode}
          isDisabled={!canEdit || !enabled}
          isInvalid={Boolean(errorOf(state, 'areaCode') ?? errorOf(state, 'enabled'))}
          errorMessage={errorOf(state, 'areaCode') ?? errorOf(state, 'enabled')}
        />
        <Saved state={state} />
        {canEdit ? (
          <Button type="submit" isDisabled={state.pending}>
            Save seven-digit dialing
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

function OnHoldCard({ canEdit, onHold, saves, onSaveOnHold }: CallSettingsViewProps) {
  const [track, setTrack] = useState<OnHoldTrack>(onHold);
  const state = saves.onHold;
  return (
    <Card title="Music on hold">
      <Form onSubmit={submit(() => onSaveOnHold(track))}>
        <SelectField
          label="Callers on hold hear"
          value={track}
          isDisabled={!canEdit}
          options={ON_HOLD_TRACKS.map((t) => ({ value: t, label: ON_HOLD_TRACK_NAMES[t] }))}
          onChange={(v) => setTrack(v as OnHoldTrack)}
        />
        <Saved state={state} />
        {canEdit ? (
          <Button type="submit" isDisabled={state.pending}>
            Save music on hold
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

function PbxCard({ canEdit, pbx, zones, extensions, saves, onSavePbx }: CallSettingsViewProps) {
  const [draft, setDraft] = useState(pbx);
  const state = saves.pbx;
  const set = <K extends keyof PbxSettings>(key: K, value: PbxSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const zoneOptions = zones.some((z) => z.id === draft.timeZone)
    ? zones
    : [{ id: draft.timeZone, label: draft.timeZone, offset: '' }, ...zones];
  return (
    <Card title="Time zone and caller id">
      <Form onSubmit={submit(() => onSavePbx(draft))}>
        <SelectField
          label="Time zone"
          value={draft.timeZone}
          isDisabled={!canEdit}
          options={zoneOptions.map((z) => ({ value: z.id, label: z.label }))}
          onChange={(v) => set('timeZone', v)}
        />
        {errorOf(state, 'timeZone') ? <Alert variant="error">{errorOf(state, 'timeZone')}</Alert> : null}
        <SelectField
          label="Operator (dialling 0 reaches)"
          value={draft.operatorExtensionId === null ? '' : String(draft.operatorExtensionId)}
          isDisabled={!canEdit}
          options={[
            { value: '', label: 'No operator' },
            ...extensions.map((x) => ({ value: String(x.id), label: x.label })),
          ]}
          onChange={(v) => set('operatorExtensionId', v ? Number(v) : null)}
        />
        {errorOf(state, 'operatorExtensionId') ? (
          <Alert variant="error">{errorOf(state, 'operatorExtensionId')}</Alert>
        ) : null}
        <TextField
          label="Outbound caller id number"
          description="One of the account’s numbers; leave empty for each extension’s own number."
          inputMode="tel"
          value={draft.outboundCallerIdNumber ?? ''}
          onChange={(v) => set('outboundCallerIdNumber', v.trim() ? v : null)}
          isDisabled={!canEdit}
          isInvalid={Boolean(errorOf(state, 'outboundCallerIdNumber'))}
          errorMessage={errorOf(state, 'outboundCallerIdNumber')}
        />
        <TextField
          label="Outbound caller id name"
          description="Up to 15 characters, as callers’ phones show it."
          value={draft.outboundCallerIdName}
          onChange={(v) => set('outboundCallerIdName', v)}
          isDisabled={!canEdit}
          isInvalid={Boolean(errorOf(state, 'outboundCallerIdName'))}
          errorMessage={errorOf(state, 'outboundCallerIdName')}
        />
        <CheckboxField
          label="Users may choose their own caller id"
          checked={draft.usersChooseCallerId}
          onChange={(v) => set('usersChooseCallerId', v)}
          isDisabled={!canEdit}
        />
        <Saved state={state} />
        {canEdit ? (
          <Button type="submit" isDisabled={state.pending}>
            Save time zone and caller id
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

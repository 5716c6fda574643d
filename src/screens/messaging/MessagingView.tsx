// Messaging (MSG-01, decision 0111), props only: the company's switches, each user's messaging,
// the business inbox of an auto attendant (its delegates, whether they may delete texts), and the
// carriers that get no business texts. Turning messaging off for the company asks first.
import { useEffect, useState } from 'react';
import type { CarrierStatus, DisableConfig, InboxDelegate } from '../../api/messaging';
import { CARRIERS } from '../../domain/schemas/messaging';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { stack, toolbar } from '../../ui/layout.css';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import type { WriteState } from '../common/writeState';

export type CompanySwitch = 'messagingDisabled' | 'vsuDisabled' | 'smsDisabled' | 'offNetSmsDisabled';
export interface MessagingUser {
  userId: number;
  name: string;
  loginName: string;
}
export interface InboxState {
  autoAttendantId: number;
  delegates: InboxDelegate[];
  canDeleteMessages: boolean;
}

export interface MessagingViewProps {
  config: DisableConfig;
  users: readonly MessagingUser[];
  attendants: readonly { id: number; name: string; extensionNumber: string }[];
  /** The chosen auto attendant's inbox, once loaded. */
  inbox: InboxState | undefined;
  selectedAttendant: number | undefined;
  carriers: CarrierStatus | undefined;
  canChange: boolean;
  canChangeUsers: boolean;
  canChangeInbox: boolean;
  switchState: WriteState;
  inboxState: WriteState;
  carrierState: WriteState;
  onSwitch: (which: CompanySwitch, disabled: boolean) => Promise<boolean>;
  onUserSwitch: (userId: number, disabled: boolean) => void;
  onSelectAttendant: (id: number) => void;
  onSaveInbox: (delegateIds: number[], canDeleteMessages: boolean) => void;
  onSaveCarriers: (carriers: string[], enforced: boolean) => void;
}

const SWITCHES: { key: CompanySwitch; label: string; description: string }[] = [
  {
    key: 'messagingDisabled',
    label: 'Messaging for the company',
    description: 'Off: nobody in the company sends or receives texts.',
  },
  {
    key: 'smsDisabled',
    label: 'Text messages (SMS) to phone numbers',
    description: 'Off: chat between colleagues only.',
  },
  {
    key: 'offNetSmsDisabled',
    label: 'Texts to numbers outside the platform',
    description: 'Off: texts only to numbers on this platform.',
  },
  {
    key: 'vsuDisabled',
    label: 'Texting from business inboxes',
    description: 'Off: the auto attendants’ inboxes neither send nor receive.',
  },
];

export function MessagingView(props: MessagingViewProps) {
  const [confirmOff, setConfirmOff] = useState(false);
  const disabledUsers = new Set(props.config.disabledUserIds);
  const userColumns: DataTableColumn<MessagingUser>[] = [
    { key: 'name', header: 'User', render: (u) => u.name },
    { key: 'login', header: 'Login name', render: (u) => u.loginName },
    {
      key: 'status',
      header: 'Messaging',
      render: (u) =>
        disabledUsers.has(u.userId) ? <Badge tone="neutral">Off</Badge> : <Badge tone="success">On</Badge>,
    },
    {
      key: 'change',
      header: 'Change',
      render: (u) =>
        props.canChangeUsers ? (
          <Button
            variant="secondary"
            aria-label={`${disabledUsers.has(u.userId) ? 'Turn on' : 'Turn off'} messaging for ${u.name}`}
            onPress={() => props.onUserSwitch(u.userId, !disabledUsers.has(u.userId))}
          >
            {disabledUsers.has(u.userId) ? 'Turn on' : 'Turn off'}
          </Button>
        ) : null,
    },
  ];
  return (
    <div className={stack}>
      <Card title="Company">
        {SWITCHES.map((s) => (
          <div key={s.key}>
            <CheckboxField
              label={s.label}
              checked={!props.config[s.key]}
              isDisabled={!props.canChange || props.switchState.pending}
              onChange={(on) =>
                s.key === 'messagingDisabled' && !on ? setConfirmOff(true) : void props.onSwitch(s.key, !on)
              }
            />
            <p>{s.description}</p>
          </div>
        ))}
        {props.switchState.message ? <Alert variant="error">{props.switchState.message}</Alert> : null}
      </Card>
      <Card title="Users">
        <DataTable
          caption="Users’ messaging"
          hideCaption
          columns={userColumns}
          rows={props.users}
          rowKey={(u) => u.userId}
          emptyText="This account has no users yet."
        />
      </Card>
      <InboxCard {...props} />
      <CarriersCard {...props} />
      <ConfirmDialog
        isOpen={confirmOff}
        title="Turn messaging off for the company?"
        confirmLabel="Turn messaging off"
        variant="danger"
        isPending={props.switchState.pending}
        onCancel={() => setConfirmOff(false)}
        onConfirm={async () => {
          if (await props.onSwitch('messagingDisabled', true)) setConfirmOff(false);
        }}
      >
        <p>
          Nobody in the company can send or receive texts until it is turned back on. Texts already sent are
          kept.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function InboxCard(props: MessagingViewProps) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [canDelete, setCanDelete] = useState(false);
  useEffect(() => {
    setChosen(new Set(props.inbox?.delegates.map((d) => d.userId) ?? []));
    setCanDelete(props.inbox?.canDeleteMessages ?? false);
  }, [props.inbox]);
  if (props.attendants.length === 0)
    return (
      <Card title="Business inboxes">
        <p>
          Texts to an auto attendant’s number land in its business inbox. This account has no auto attendants
          yet.
        </p>
      </Card>
    );
  const error = props.inboxState.errors[0]?.message ?? props.inboxState.message;
  return (
    <Card title="Business inboxes">
      <p>
        Texts to an auto attendant’s number land in its business inbox; its delegates read and answer them.
      </p>
      <SelectField
        label="Auto attendant"
        value={String(props.selectedAttendant ?? '')}
        options={props.attendants.map((a) => ({
          value: String(a.id),
          label: `${a.name} (${a.extensionNumber})`,
        }))}
        onChange={(v) => props.onSelectAttendant(Number(v))}
      />
      {props.inbox ? (
        <fieldset>
          <legend>Delegates</legend>
          {props.users.map((u) => (
            <CheckboxField
              key={u.userId}
              label={u.name}
              checked={chosen.has(u.userId)}
              isDisabled={!props.canChangeInbox}
              onChange={(on) => {
                const next = new Set(chosen);
                if (on) next.add(u.userId);
                else next.delete(u.userId);
                setChosen(next);
              }}
            />
          ))}
          <CheckboxField
            label="Delegates may delete texts"
            checked={canDelete}
            isDisabled={!props.canChangeInbox}
            onChange={setCanDelete}
          />
          {error ? <Alert variant="error">{error}</Alert> : null}
          {props.inboxState.saved ? <Alert variant="success">{props.inboxState.saved}</Alert> : null}
          {props.canChangeInbox ? (
            <div className={toolbar}>
              <Button
                isPending={props.inboxState.pending}
                onPress={() => props.onSaveInbox([...chosen], canDelete)}
              >
                Save inbox
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : (
        <p>Loading the inbox…</p>
      )}
    </Card>
  );
}

function CarriersCard(props: MessagingViewProps) {
  const [off, setOff] = useState<Set<string>>(new Set());
  const [enforced, setEnforced] = useState(true);
  useEffect(() => {
    setOff(new Set(props.carriers?.carriers.filter((c) => c.disabled).map((c) => c.carrier) ?? []));
    setEnforced(props.carriers?.enforced ?? true);
  }, [props.carriers]);
  return (
    <Card title="Disabled carriers">
      <p>Business texts are not sent to numbers of the carriers ticked here.</p>
      <fieldset>
        <legend>Carriers that get no business texts</legend>
        {CARRIERS.map((c) => (
          <CheckboxField
            key={c}
            label={c}
            checked={off.has(c)}
            isDisabled={!props.canChange}
            onChange={(on) => {
              const next = new Set(off);
              if (on) next.add(c);
              else next.delete(c);
              setOff(next);
            }}
          />
        ))}
      </fieldset>
      <CheckboxField
        label="The list is in force (untick to pause it and keep it)"
        checked={enforced}
        isDisabled={!props.canChange}
        onChange={setEnforced}
      />
      {props.carrierState.message ? <Alert variant="error">{props.carrierState.message}</Alert> : null}
      {props.carrierState.saved ? <Alert variant="success">{props.carrierState.saved}</Alert> : null}
      {props.canChange ? (
        <div className={toolbar}>
          <Button
            isPending={props.carrierState.pending}
            onPress={() => props.onSaveCarriers([...off], enforced)}
          >
            Save carriers
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

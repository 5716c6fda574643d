// A user's page: the identity and telephony views (USER-01), the editable telephony fields with
// allowLogin as the inverse of blockAccess and sendEmail following it (USER-05), the four kinds
// of contact number (USER-06), security settings, the phone book (USER-09), e-mails, and delete
// with what goes with the user. What the user-management rule refuses the signed-in user is not
// offered: the form is read-only, roles they may not give are not listed, sign-in cannot be
// blocked, delete is not shown (src/domain/userManagement.ts).

import { type ReactNode, useState } from 'react';
import type { IdentityUser } from '../../api/identity';
import type {
  ContactNumber,
  PhonebookRecord,
  SecuritySettings,
  TelephonyUser,
  UserDeleteImpact,
  UserWrite,
} from '../../api/users';
import { formatPhone } from '../../domain/phone';
import { CONTACT_KINDS, type ContactKind } from '../../domain/phoneInput';
import { problemOf } from '../../domain/schemas/common';
import { phonebookRecordSchema } from '../../domain/schemas/phonebook';
import { emailSchema, firstNameSchema, lastNameSchema } from '../../domain/schemas/user';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { grid, list, muted, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { deleteImpactWords } from './deleteImpactWords';
import { checkNumbers, PhoneNumberField } from './PhoneNumberField';
import { extensionsHref, fullName, roleLabel, usersHref } from './userLabels';

export interface UserDetailViewProps {
  user: TelephonyUser;
  identity?: IdentityUser;
  country: string;
  /** Whether the signed-in user may change this user at all. */
  canEdit: boolean;
  canDelete: boolean;
  /** Whether they may block this user's sign-in. */
  canBlock: boolean;
  /** The roles they may set: the user's own first (only that one: the role cannot change). */
  roleOptions: readonly number[];
  notice?: string;
  error?: string;
  saving: boolean;
  fieldErrors?: { field: string; message: string }[];
  onSave: (change: UserWrite) => void;
  onDelete: () => void;
  deleting: boolean;
  /** The delete dialog is open (the page then reads the preview of what goes with the user). */
  confirmingDelete: boolean;
  onConfirmingDeleteChange: (open: boolean) => void;
  /** The platform's preview of the delete (decision 0077), read while the dialog is open. */
  deleteImpact?: UserDeleteImpact;
  deleteImpactLoading: boolean;
  onResendWelcome: () => void;
  onPinReset: () => void;
  /** The "Reset password" button with its dialog (C-110), when the caller may reset this user's. */
  passwordReset?: ReactNode;
  security?: SecuritySettings;
  onSaveSecurity: (s: Partial<SecuritySettings>) => void;
  phonebook?: { total: number; items: PhonebookRecord[] };
  onAddPhonebook: (r: { name: string; phoneNumber: string }) => void;
  onDeletePhonebook: (id: number) => void;
}

export function UserDetailView(props: UserDetailViewProps) {
  const { user } = props;
  return (
    <div className={stack}>
      <PageHeader title={fullName(user)}>
        {user.userType === 'ROOM_USER' ? <Badge tone="info">Room user</Badge> : null}
        {user.blockAccess ? <Badge tone="warning">Sign-in blocked</Badge> : null}
        <Link href={usersHref()}>Back to users</Link>
      </PageHeader>
      {props.notice ? <Alert variant="success">{props.notice}</Alert> : null}
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {!props.canEdit ? (
        <Alert variant="info">
          Your role may view this user but not change them: they hold a role at or above yours.
        </Alert>
      ) : null}

      <section className={section} aria-labelledby="identity-heading">
        <h2 id="identity-heading">Identity</h2>
        <DetailList
          items={[
            { label: 'User id', value: String(user.userId) },
            { label: 'Login name', value: user.loginName },
            { label: 'E-mail', value: user.email },
            { label: 'Role', value: roleLabel(user.roleId, user.userType) },
            { label: 'Imported', value: props.identity?.is_imported ? 'Yes' : 'No' },
            {
              label: 'Password',
              value: props.identity?.isExpiredPassword ? 'Expired: must be changed' : 'Set',
            },
          ]}
        />
      </section>

      <TelephonyForm {...props} />

      <section className={section} aria-labelledby="extensions-heading">
        <h2 id="extensions-heading">Extensions</h2>
        {user.extensions.length === 0 ? (
          <p>No extension.</p>
        ) : (
          <ul className={list}>
            {user.extensions.map((e) => (
              <li key={e.extensionId}>
                <Link href={extensionsHref(String(e.extensionId))}>{`Extension ${e.extensionNumber}`}</Link>
                {` · ${e.extensionType} · ${e.servicePlan}`}
                {e.phoneNumbers.length ? ` · ${e.phoneNumbers.map(formatPhone).join(', ')}` : ''}
                {e.devices.length ? ` · ${e.devices.map((d) => d.name).join(', ')}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      {props.security ? <SecurityForm {...props} security={props.security} /> : null}
      <PhonebookSection {...props} />

      {props.canEdit ? (
        <section className={section} aria-labelledby="actions-heading">
          <h2 id="actions-heading">E-mails and removal</h2>
          <div>
            <Button variant="secondary" onPress={props.onResendWelcome}>
              Resend the welcome e-mail
            </Button>{' '}
            <Button variant="secondary" onPress={props.onPinReset}>
              Send a voicemail PIN reset e-mail
            </Button>{' '}
            {props.passwordReset ? <>{props.passwordReset} </> : null}
            {props.canDelete ? (
              <Button variant="danger" onPress={() => props.onConfirmingDeleteChange(true)}>
                Delete user
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}

      <DeleteDialog {...props} />
    </div>
  );
}

/** Delete, after the preview: what goes, what stays, and what must be undone first. */
function DeleteDialog(props: UserDetailViewProps) {
  const impact = props.deleteImpact;
  const words = impact ? deleteImpactWords(impact) : undefined;
  const blocked = (words?.blocks.length ?? 0) > 0;
  return (
    <ConfirmDialog
      isOpen={props.confirmingDelete}
      title={`Delete ${fullName(props.user)}?`}
      confirmLabel="Delete user"
      variant="danger"
      isPending={props.deleting}
      isConfirmDisabled={props.deleteImpactLoading || blocked}
      onConfirm={props.onDelete}
      onCancel={() => props.onConfirmingDeleteChange(false)}
    >
      {props.deleteImpactLoading ? (
        <LoadingState label="Counting what goes with the user…" />
      ) : !words ? (
        <p>
          What goes with the user could not be counted. The platform still refuses a delete that something
          holds.
        </p>
      ) : (
        <>
          {blocked ? (
            <Alert variant="error" title="The user cannot be deleted yet">
              <ul className={list}>
                {words.blocks.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <p>This cannot be undone.</p>
          )}
          <p>With the user go:</p>
          <ul className={list} aria-label="With the user go">
            {words.goes.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          {words.stays.length ? (
            <>
              <p>What stays in the account:</p>
              <ul className={list} aria-label="What stays in the account">
                {words.stays.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </ConfirmDialog>
  );
}

function TelephonyForm(props: UserDetailViewProps) {
  const { user } = props;
  const numberOf = (k: ContactKind) => user.contactNumbers.find((c) => c.kind === k)?.number ?? '';
  const [first, setFirst] = useState(user.firstName);
  const [last, setLast] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const [allowLogin, setAllowLogin] = useState(!user.blockAccess);
  const [roleId, setRoleId] = useState(user.roleId);
  const [sendEmail, setSendEmail] = useState<boolean>();
  const [flags, setFlags] = useState({
    allowCallBlocking: user.allowCallBlocking,
    allowEndUserOutboundCallerId: user.allowEndUserOutboundCallerId,
    allowMainNumberMessaging: user.allowMainNumberMessaging,
    updateMeWithAnnouncements: user.updateMeWithAnnouncements,
  });
  const [numbers, setNumbers] = useState<Record<ContactKind, string>>({
    D: numberOf('D') && formatPhone(numberOf('D')),
    M: numberOf('M') && formatPhone(numberOf('M')),
    H: numberOf('H') && formatPhone(numberOf('H')),
    F: numberOf('F') && formatPhone(numberOf('F')),
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const server = Object.fromEntries((props.fieldErrors ?? []).map((e) => [e.field, e.message]));
  const err = (f: string) => errors[f] ?? server[f];
  const ro = !props.canEdit;
  const save = () => {
    const checked = checkNumbers(numbers, props.country);
    const found: Record<string, string> = {};
    for (const [k, m] of Object.entries(checked.errors)) found[`contactNumbers.${k}`] = m as string;
    // The platform's schemas, so the form says what the server would.
    const problems = {
      firstName: problemOf(firstNameSchema, first),
      lastName: problemOf(lastNameSchema, last),
      email: problemOf(emailSchema, email),
    };
    for (const [field, message] of Object.entries(problems)) if (message) found[field] = message;
    setErrors(found);
    if (Object.keys(found).length) return;
    const contactNumbers: ContactNumber[] = (Object.keys(checked.e164) as ContactKind[]).map((kind) => ({
      kind,
      number: checked.e164[kind]!,
    }));
    props.onSave({
      firstName: first.trim(),
      lastName: last.trim(),
      email: email.trim(),
      userType: user.userType,
      ...(roleId !== user.roleId ? { roleId } : {}),
      allowLogin,
      // USER-05: sendEmail follows allowLogin unless the person chose otherwise.
      sendEmail: sendEmail ?? allowLogin,
      ...flags,
      contactNumbers,
    });
  };
  return (
    <section className={section} aria-labelledby="telephony-heading">
      <h2 id="telephony-heading">Telephony</h2>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className={grid}>
          <TextField
            label="First name"
            value={first}
            onChange={setFirst}
            isReadOnly={ro}
            isInvalid={!!err('firstName')}
            errorMessage={err('firstName')}
          />
          <TextField
            label="Last name"
            value={last}
            onChange={setLast}
            isReadOnly={ro}
            isInvalid={!!err('lastName')}
            errorMessage={err('lastName')}
          />
          <TextField
            label="E-mail"
            type="email"
            value={email}
            onChange={setEmail}
            isReadOnly={ro}
            isInvalid={!!err('email')}
            errorMessage={err('email')}
          />
        </div>
        <SelectField
          label="Role"
          value={String(roleId)}
          options={props.roleOptions.map((r) => ({ value: String(r), label: roleLabel(r, user.userType) }))}
          onChange={(v) => setRoleId(Number(v))}
          isDisabled={ro || props.roleOptions.length < 2}
        />
        <h3>Contact numbers</h3>
        <div className={grid}>
          {CONTACT_KINDS.map((k) => (
            <PhoneNumberField
              key={k.code}
              label={k.label}
              value={numbers[k.code]}
              onChange={(v) => setNumbers((n) => ({ ...n, [k.code]: v }))}
              country={props.country}
              errorMessage={err(`contactNumbers.${k.code}`)}
              isReadOnly={ro}
            />
          ))}
        </div>
        <h3>Access and calling</h3>
        <CheckboxField
          label="Allow sign-in"
          checked={allowLogin}
          onChange={setAllowLogin}
          isDisabled={ro || (!props.canBlock && !user.blockAccess)}
        />
        <CheckboxField
          label="Send e-mail notifications"
          checked={sendEmail ?? allowLogin}
          onChange={setSendEmail}
          isDisabled={ro}
        />
        <CheckboxField
          label="Allow call blocking"
          checked={flags.allowCallBlocking}
          onChange={(v) => setFlags((f) => ({ ...f, allowCallBlocking: v }))}
          isDisabled={ro}
        />
        <CheckboxField
          label="Allow choosing the outbound caller id"
          checked={flags.allowEndUserOutboundCallerId}
          onChange={(v) => setFlags((f) => ({ ...f, allowEndUserOutboundCallerId: v }))}
          isDisabled={ro}
        />
        <CheckboxField
          label="Allow messaging from the main number"
          checked={flags.allowMainNumberMessaging}
          onChange={(v) => setFlags((f) => ({ ...f, allowMainNumberMessaging: v }))}
          isDisabled={ro}
        />
        <CheckboxField
          label="Send product announcements"
          checked={flags.updateMeWithAnnouncements}
          onChange={(v) => setFlags((f) => ({ ...f, updateMeWithAnnouncements: v }))}
          isDisabled={ro}
        />
        {props.canEdit ? (
          <div>
            <Button type="submit" isPending={props.saving}>
              Save changes
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

function SecurityForm(props: UserDetailViewProps & { security: SecuritySettings }) {
  const [never, setNever] = useState(props.security.passwordNeverExpires);
  const [timeout, setTimeoutText] = useState(props.security.sessionTimeoutMinutes?.toString() ?? '');
  const [error, setError] = useState<string>();
  const ro = !props.canEdit;
  return (
    <section className={section} aria-labelledby="security-heading">
      <h2 id="security-heading">Security settings</h2>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          const minutes = timeout.trim() === '' ? null : Number(timeout);
          if (minutes !== null && (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440)) {
            setError('A session timeout is 5 to 1440 minutes.');
            return;
          }
          setError(undefined);
          props.onSaveSecurity({
            passwordNeverExpires: never,
            sessionTimeoutMinutes: minutes,
          });
        }}
      >
        {/* The "Require multi-factor sign-in" switch comes back once the platform enforces MFA
            (issue 10, finding 6): a saved switch that nothing enforces would mislead. */}
        <p>Multi-factor sign-in is not available yet; it will be offered here once it is.</p>
        <CheckboxField label="Password never expires" checked={never} onChange={setNever} isDisabled={ro} />
        <TextField
          label="Session timeout (minutes)"
          value={timeout}
          onChange={setTimeoutText}
          isReadOnly={ro}
          description="Empty uses the account's default."
          isInvalid={!!error}
          errorMessage={error}
        />
        {props.canEdit ? (
          <div>
            <Button type="submit" variant="secondary">
              Save security settings
            </Button>
          </div>
        ) : null}
      </Form>
    </section>
  );
}

function PhonebookSection(props: UserDetailViewProps) {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const book = props.phonebook;
  return (
    <section className={section} aria-labelledby="phonebook-heading">
      <h2 id="phonebook-heading">Phone book</h2>
      {book ? (
        <DataTable
          caption="Phone book entries"
          hideCaption
          columns={[
            { key: 'name', header: 'Name' },
            {
              key: 'phoneNumber',
              header: 'Number',
              render: (r: PhonebookRecord) => formatPhone(r.phoneNumber),
            },
            {
              key: 'remove',
              header: 'Remove',
              render: (r: PhonebookRecord) =>
                props.canEdit ? (
                  <Button variant="quiet" onPress={() => props.onDeletePhonebook(r.phoneBookId)}>
                    {`Remove ${r.name}`}
                  </Button>
                ) : null,
            },
          ]}
          rows={book.items}
          rowKey={(r) => r.phoneBookId}
          emptyText="No entries."
        />
      ) : null}
      {book && book.total > book.items.length ? (
        <p className={muted}>{`Showing the first ${book.items.length} of ${book.total}.`}</p>
      ) : null}
      {props.canEdit ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            const found: Record<string, string> = {};
            const nameProblem = problemOf(phonebookRecordSchema.shape.name, name);
            if (nameProblem) found.name = nameProblem;
            const checked = checkNumbers({ number }, props.country);
            if (!number.trim()) found.number = 'Enter a number.';
            else if (checked.errors.number) found.number = checked.errors.number;
            setErrors(found);
            if (Object.keys(found).length) return;
            props.onAddPhonebook({ name: name.trim(), phoneNumber: checked.e164.number! });
            setName('');
            setNumber('');
          }}
        >
          <div className={grid}>
            <TextField
              label="Entry name"
              value={name}
              onChange={setName}
              isInvalid={!!errors.name}
              errorMessage={errors.name}
            />
            <PhoneNumberField
              label="Entry number"
              value={number}
              onChange={setNumber}
              country={props.country}
              errorMessage={errors.number}
            />
          </div>
          <div>
            <Button type="submit" variant="secondary">
              Add to phone book
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

// The new-user form: identity, role, room user, extension, mobile, sign-in and e-mail. The
// login name's availability is shown as it is checked (USER-04).
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import type { UserWrite } from '../../api/users';
import { ROLE } from '../../domain/roles';
import { problemOf } from '../../domain/schemas/common';
import {
  emailSchema,
  extensionNumberSchema,
  firstNameSchema,
  lastNameSchema,
  loginNameSchema,
} from '../../domain/schemas/user';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { grid, muted, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useFieldErrors } from '../common/useFieldErrors';
import { checkNumbers, PhoneNumberField } from './PhoneNumberField';
import { roleLabel, usersHref } from './userLabels';

export type LoginNameStatus = 'blank' | 'malformed' | 'checking' | 'available' | 'taken' | 'unchecked';

export interface NewUserDraft {
  user: UserWrite;
  extension?: string;
}

export interface UserCreateViewProps {
  country: string;
  /** Roles the signed-in user may give (grantableRoles of src/domain/userManagement.ts). */
  roleIds: readonly number[];
  loginNameStatus: LoginNameStatus;
  loginNameError?: string;
  onLoginNameChange: (value: string) => void;
  onSubmit: (draft: NewUserDraft) => void;
  submitting: boolean;
  /** The platform's refusal: field errors, or a sentence. */
  serverErrors?: FieldError[];
  serverMessage?: string;
}

const FIELD_OF: Record<string, string> = { 'contactNumbers.M': 'mobile' };

export function UserCreateView(props: UserCreateViewProps) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [email, setEmail] = useState('');
  const [login, setLogin] = useState('');
  const [roleId, setRoleId] = useState<number>(ROLE.END_USER);
  const [room, setRoom] = useState(false);
  const [extension, setExtension] = useState('');
  const [mobile, setMobile] = useState('');
  const [allowLogin, setAllowLogin] = useState(true);
  const [sendEmail, setSendEmail] = useState<boolean>();
  const fieldErrors = useFieldErrors(props.serverErrors, FIELD_OF);
  const err = fieldErrors.error;
  /** A field's setter that also takes its error away. */
  const edit = (field: string, set: (v: string) => void) => (v: string) => {
    fieldErrors.changed(field);
    set(v);
  };
  const loginError = props.loginNameError ?? err('loginName');
  // USER-04: "available" only while nothing is wrong with the name.
  const loginDescription =
    props.loginNameStatus === 'checking'
      ? 'Checking whether this login name is free…'
      : props.loginNameStatus === 'available' && !loginError
        ? 'This login name is available.'
        : 'Letters, digits and . _ % + @ -; often the e-mail address.';

  const submit = () => {
    // The platform's schemas, so the form says what the server would.
    const checks = {
      firstName: problemOf(firstNameSchema, first),
      lastName: problemOf(lastNameSchema, last),
      email: problemOf(emailSchema, email),
      loginName: problemOf(loginNameSchema, login),
      extension: extension ? problemOf(extensionNumberSchema, extension) : undefined,
    };
    const found = Object.fromEntries(
      Object.entries(checks).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const numbers = checkNumbers({ mobile }, props.country);
    Object.assign(found, numbers.errors);
    fieldErrors.checked(found);
    if (
      Object.keys(found).length ||
      props.loginNameStatus === 'taken' ||
      props.loginNameStatus === 'malformed'
    )
      return;
    props.onSubmit({
      user: {
        firstName: first.trim(),
        lastName: last.trim(),
        email: email.trim(),
        loginName: login.trim(),
        roleId: room ? ROLE.END_USER : roleId,
        userType: room ? 'ROOM_USER' : 'END_USER',
        allowLogin,
        // USER-05: the welcome e-mail follows "allow sign-in" unless chosen otherwise.
        sendEmail: sendEmail ?? allowLogin,
        contactNumbers: numbers.e164.mobile ? [{ kind: 'M', number: numbers.e164.mobile }] : [],
      },
      extension: extension || undefined,
    });
  };

  return (
    <div className={stack}>
      <PageHeader title="Add user">
        <Link href={usersHref()}>Back to users</Link>
      </PageHeader>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={section}>
          {props.serverMessage ? <Alert variant="error">{props.serverMessage}</Alert> : null}
          <div className={grid}>
            <TextField
              label="First name"
              isRequired
              value={first}
              onChange={edit('firstName', setFirst)}
              isInvalid={!!err('firstName')}
              errorMessage={err('firstName')}
            />
            <TextField
              label="Last name"
              isRequired
              value={last}
              onChange={edit('lastName', setLast)}
              isInvalid={!!err('lastName')}
              errorMessage={err('lastName')}
            />
            <TextField
              label="E-mail"
              type="email"
              isRequired
              value={email}
              onChange={edit('email', setEmail)}
              isInvalid={!!err('email')}
              errorMessage={err('email')}
            />
            <TextField
              label="Login name"
              isRequired
              value={login}
              onChange={edit('loginName', (v) => {
                setLogin(v);
                props.onLoginNameChange(v);
              })}
              isInvalid={!!loginError}
              errorMessage={loginError}
              description={loginDescription}
            />
          </div>
          <CheckboxField
            label="Room user (a meeting room or shared space)"
            checked={room}
            onChange={setRoom}
          />
          <div className={grid}>
            <SelectField
              label="Role"
              value={String(room ? ROLE.END_USER : roleId)}
              isDisabled={room}
              onChange={(v) => setRoleId(Number(v))}
              options={props.roleIds.map((id) => ({ value: String(id), label: roleLabel(id) }))}
            />
            <TextField
              label="Extension number"
              value={extension}
              onChange={edit('extension', setExtension)}
              isInvalid={!!err('extension')}
              errorMessage={err('extension')}
              description="Leave empty to take the next free number."
            />
            <PhoneNumberField
              label="Mobile"
              value={mobile}
              onChange={edit('mobile', setMobile)}
              country={props.country}
              errorMessage={err('mobile')}
            />
          </div>
          <CheckboxField label="Allow sign-in" checked={allowLogin} onChange={setAllowLogin} />
          <CheckboxField
            label="Send the welcome e-mail"
            checked={sendEmail ?? allowLogin}
            onChange={setSendEmail}
          />
          <p className={muted}>The login name is checked again when you create the user.</p>
          <div>
            <Button type="submit" isPending={props.submitting}>
              Create user
            </Button>
          </div>
        </div>
      </Form>
    </div>
  );
}

// One extension: its type, plan, owner, numbers and devices; its name and number can be changed
// only by a role that may manage it (ROLE-06: the actions are not shown otherwise).

import { useState } from 'react';
import type { Extension } from '../../api/extensions';
import { formatPhone } from '../../domain/phone';
import { problemOf } from '../../domain/schemas/common';
import { extensionNameSchema } from '../../domain/schemas/extension';
import { extensionNumberSchema } from '../../domain/schemas/user';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DetailList } from '../../ui/DetailList';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { grid, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { useFieldErrors } from '../common/useFieldErrors';
import { extensionsHref, roleLabel, usersHref } from '../users/userLabels';

export interface ExtensionDetailViewProps {
  extension: Extension;
  canManage: boolean;
  saving: boolean;
  notice?: string;
  error?: string;
  fieldErrors?: { field: string; message: string }[];
  onSave: (change: { userName: string; extension: string }) => void;
}

export function ExtensionDetailView(props: ExtensionDetailViewProps) {
  const e = props.extension;
  const [name, setName] = useState(e.userName);
  const [number, setNumber] = useState(e.extension);
  const fieldErrors = useFieldErrors(props.fieldErrors);
  const err = fieldErrors.error;
  return (
    <div className={stack}>
      <PageHeader title={`Extension ${e.extension}`}>
        <Link href={extensionsHref()}>Back to extensions</Link>
      </PageHeader>
      {props.notice ? <Alert variant="success">{props.notice}</Alert> : null}
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {!props.canManage ? (
        <Alert variant="info">Your role may view this extension but not change it.</Alert>
      ) : null}
      <section className={section} aria-labelledby="ext-heading">
        <h2 id="ext-heading">Details</h2>
        <DetailList
          items={[
            { label: 'Name', value: e.deviceKitName },
            { label: 'Type', value: e.extensionType },
            { label: 'Service plan', value: e.servicePlan },
            ...(e.worldOfficeCountry ? [{ label: 'World office country', value: e.worldOfficeCountry }] : []),
            {
              label: 'User',
              value: e.userId ? (
                <Link href={usersHref(String(e.userId))}>
                  {`${e.ownerLoginName ?? e.userId}${e.ownerRoleId ? ` (${roleLabel(e.ownerRoleId)})` : ''}`}
                </Link>
              ) : (
                'None'
              ),
            },
            { label: 'Phone numbers', value: e.phoneNumbers.map(formatPhone).join(', ') || 'None' },
            { label: 'Devices', value: e.devices.map((d) => d.name).join(', ') || 'None' },
            ...(e.provisionCode !== undefined
              ? [{ label: 'Provision code', value: e.provisionCode ?? '—' }]
              : []),
          ]}
        />
      </section>
      {props.canManage ? (
        <section className={section} aria-labelledby="ext-edit-heading">
          <h2 id="ext-edit-heading">Change</h2>
          <Form
            onSubmit={(ev) => {
              ev.preventDefault();
              // The platform's schemas, so the form says what the server would.
              const found: Record<string, string> = {};
              const nameProblem = problemOf(extensionNameSchema, name);
              if (nameProblem) found.userName = nameProblem;
              const numberProblem = problemOf(extensionNumberSchema, number);
              if (numberProblem) found.extension = numberProblem;
              fieldErrors.checked(found);
              if (!Object.keys(found).length) props.onSave({ userName: name.trim(), extension: number });
            }}
          >
            <div className={grid}>
              <TextField
                label="Display name"
                value={name}
                onChange={(v) => {
                  fieldErrors.changed('userName');
                  setName(v);
                }}
                isInvalid={!!err('userName')}
                errorMessage={err('userName')}
              />
              <TextField
                label="Extension number"
                value={number}
                onChange={(v) => {
                  fieldErrors.changed('extension');
                  setNumber(v);
                }}
                isInvalid={!!err('extension')}
                errorMessage={err('extension')}
              />
            </div>
            <div>
              <Button type="submit" isPending={props.saving}>
                Save extension
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

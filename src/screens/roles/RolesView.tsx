// Roles and their permission levels in the account acted on (ROLE-04): view, no_access or
// manage per resource. Holders of update:roles change a role's levels; the answer's marks say
// what was removed, what is new (default), and that purchase stays as it was (read-only).
import type { FormEvent } from 'react';
import { type PermissionLevel, RESOURCE_ACTIONS, RESOURCES, type Resource } from '../../domain/permissions';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { sprinkles } from '../../ui/sprinkles.css';

export interface RoleSummary {
  id: number;
  name: string;
  isCustom: boolean;
}

export interface OverrideSummary {
  removed: string[];
  added: string[];
  readOnly: string[];
}

export interface RolesViewProps {
  title: string;
  accountName: string;
  roles: readonly RoleSummary[];
  selectedRoleId: number | undefined;
  onSelect(roleId: number): void;
  /** The selected role's levels as edited (or as stored when nothing changed). */
  levels: Readonly<Record<Resource, PermissionLevel>> | undefined;
  canEdit: boolean;
  onLevelChange(resource: Resource, level: PermissionLevel): void;
  onSave(): void;
  saving: boolean;
  dirty: boolean;
  result?: OverrideSummary;
  error?: string;
  loading: boolean;
}

const LEVEL_LABEL: Record<PermissionLevel, string> = {
  no_access: 'No access',
  view: 'View',
  manage: 'Manage',
};

/** The levels that mean something for a resource: no manage where only reading exists. */
export const levelsFor = (resource: Resource): PermissionLevel[] =>
  RESOURCE_ACTIONS[resource].some((a) => a !== 'read')
    ? ['no_access', 'view', 'manage']
    : ['no_access', 'view'];

export function RolesView(props: RolesViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave();
  };
  const rows = props.levels
    ? RESOURCES.map((resource) => ({ resource, level: props.levels![resource] }))
    : [];
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      <SelectField
        label={`Role in ${props.accountName}`}
        value={props.selectedRoleId === undefined ? '' : String(props.selectedRoleId)}
        options={props.roles.map((r) => ({
          value: String(r.id),
          label: r.isCustom ? `${r.name} (custom)` : r.name,
        }))}
        onChange={(v) => props.onSelect(Number(v))}
      />
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.result ? (
        <Alert variant="success" title="Permissions saved">
          {props.result.removed.length} removed, {props.result.added.length} new (default)
          {props.result.readOnly.length > 0 ? '; purchase is read-only and kept as it was' : ''}.
        </Alert>
      ) : null}
      <form onSubmit={submit} className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
        <DataTable
          caption="Permission levels"
          rows={rows}
          loading={props.loading}
          emptyText="Choose a role."
          rowKey={(r) => r.resource}
          columns={[
            { key: 'resource', header: 'Resource' },
            {
              key: 'level',
              header: 'Level',
              render: (r) =>
                props.canEdit ? (
                  <SelectField
                    label={`Level for ${r.resource}`}
                    value={r.level}
                    isDisabled={r.resource === 'purchase'}
                    options={levelsFor(r.resource).map((l) => ({ value: l, label: LEVEL_LABEL[l] }))}
                    onChange={(v) => props.onLevelChange(r.resource, v as PermissionLevel)}
                  />
                ) : (
                  LEVEL_LABEL[r.level]
                ),
            },
          ]}
        />
        {props.canEdit ? (
          <div>
            <Button type="submit" isPending={props.saving} isDisabled={!props.dirty}>
              Save permissions
            </Button>
          </div>
        ) : null}
      </form>
    </div>
  );
}

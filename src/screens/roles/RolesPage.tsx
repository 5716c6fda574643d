// #/management/m/roles: the roles of the account acted on, with their levels; holders of
// update:roles override them (PUT permissions, ROLE-04).
import { useState } from 'react';
import { getAccountRoles, updatePermissions } from '../../api/permissions';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { keysForLevel, type PermissionLevel, RESOURCES, type Resource } from '../../domain/permissions';
import { ROLE } from '../../domain/roles';
import { type OverrideSummary, RolesView } from './RolesView';

export function RolesPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const roles = useResource(['roles', accountId], (signal) => getAccountRoles(api, accountId, signal));
  const [selected, setSelected] = useState<number>(ROLE.END_USER);
  const [draft, setDraft] = useState<Partial<Record<Resource, PermissionLevel>>>({});
  const [result, setResult] = useState<OverrideSummary | undefined>(undefined);
  const role = roles.data?.items.find((r) => r.id === selected);
  const levels = role ? { ...role.levels, ...draft } : undefined;
  const select = (id: number) => {
    setSelected(id);
    setDraft({});
    setResult(undefined);
  };
  const save = useAction(async (chosen: NonNullable<typeof levels>) => {
    const answer = await updatePermissions(api, accountId, {
      roleId: selected,
      permissions: RESOURCES.flatMap((r) => keysForLevel(r, chosen[r])),
    });
    const marked = (mark: string) => answer.entries.filter((e) => e.mark === mark).map((e) => e.key);
    setResult({ removed: marked('removed'), added: marked('default'), readOnly: marked('read-only') });
    setDraft({});
    roles.reload();
  });
  return (
    <RolesView
      title={props.title}
      accountName={profile.account.name}
      roles={roles.data?.items ?? []}
      selectedRoleId={role ? selected : undefined}
      onSelect={select}
      levels={levels}
      canEdit={profile.permissions.has('update:roles')}
      onLevelChange={(resource, level) => {
        setResult(undefined);
        setDraft((d) => ({ ...d, [resource]: level }));
      }}
      onSave={() => levels && void save.run(levels)}
      saving={save.pending}
      dirty={Object.keys(draft).length > 0}
      result={result}
      loading={roles.loading && !roles.data}
    />
  );
}

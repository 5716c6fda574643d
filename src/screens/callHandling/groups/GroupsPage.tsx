// #/management/m/callGroups/<subpath>: the account's call, paging and pickup groups (CALL-02,
// decision 0094). '' the lists; '<kind>/new' a new group; '<kind>/<id>' a group's editor. Pickup
// groups are shown only when the workspace flag enableCallPickupGroups is on.

import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { getCallFlow } from '../../../api/callHandling/callFlows';
import {
  createGroup,
  deleteCallGroup,
  deletePagingGroup,
  deletePickupGroup,
  getCallGroup,
  getPagingGroup,
  getPickupGroup,
  listGroups,
  updateCallGroup,
  updatePagingGroup,
  updatePickupGroup,
} from '../../../api/callHandling/groups';
import { describeFailure } from '../../../api/describeFailure';
import { ApiFailure } from '../../../api/failure';
import { isNotFound } from '../../../app/failures';
import type { PageProps } from '../../../app/navigation';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { GroupKind, GroupSummary } from '../../../domain/schemas/callHandling/groups';
import { LoadingState } from '../../../ui/LoadingState';
import { NotFoundView } from '../../common/NotFoundView';
import { GreetingPanel } from '../greetings/GreetingPanel';
import { EMPTY_DRAFT, type GroupDraft, GroupEditorView } from './GroupEditorView';
import { GroupsListView } from './GroupsListView';
import { groupsHref, KIND_WORDS } from './groupLabels';

export function GroupsPage(props: PageProps) {
  const { config } = useSessionContext();
  const sub = props.subpath ?? '';
  const kinds: GroupKind[] = config.enableCallPickupGroups
    ? ['call', 'paging', 'pickup']
    : ['call', 'paging'];
  if (sub === '') return <GroupsListPage title={props.title} kinds={kinds} />;
  const m = /^(call|paging|pickup)\/(new|\d+)$/.exec(sub);
  if (m && kinds.includes(m[1] as GroupKind))
    return (
      <GroupEditPage key={sub} kind={m[1] as GroupKind} id={m[2] === 'new' ? undefined : Number(m[2])} />
    );
  return <NotFoundView homeHref={groupsHref()} linkText="Back to groups" />;
}

const isInUse = (e: unknown) => e instanceof ApiFailure && e.status === 409;
const isRefusedChange = (e: unknown) => e instanceof ApiFailure && (e.status === 400 || e.status === 422);

function GroupsListPage(props: { title: string; kinds: GroupKind[] }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const groups = useResource(['groups', accountId], (signal) => listGroups(api, accountId, signal), {
    handled: () => true,
  });
  const [deleting, setDeleting] = useState<GroupSummary>();
  const remove = useAction(
    async (g: GroupSummary) => {
      if (g.kind === 'call') await deleteCallGroup(api, accountId, g.id);
      else if (g.kind === 'paging') await deletePagingGroup(api, accountId, g.id);
      else await deletePickupGroup(api, accountId, g.id);
      setDeleting(undefined);
      groups.reload();
    },
    { handled: isInUse },
  );
  const p = profile.permissions;
  return (
    <GroupsListView
      title={props.title}
      groups={groups.data?.items.filter((g) => props.kinds.includes(g.kind))}
      error={groups.failed ? 'The groups could not be read. Try again in a moment.' : undefined}
      kinds={props.kinds}
      canCreate={p.has('create:groups')}
      canUpdate={p.has('update:groups')}
      canDelete={p.has('delete:groups')}
      deleting={deleting}
      deletePending={remove.pending}
      deleteRefusal={remove.error instanceof ApiFailure ? describeFailure(remove.error) : undefined}
      onDelete={(g) => {
        remove.reset();
        setDeleting(g);
      }}
      onConfirmDelete={() => deleting && void remove.run(deleting)}
      onCancelDelete={() => setDeleting(undefined)}
    />
  );
}

/** The body of a save from the form's draft. */
function bodyOf(kind: GroupKind, d: GroupDraft) {
  const name = d.name;
  if (kind === 'pickup') return { name, members: d.members.map((m) => m.id) };
  const description = d.description || undefined;
  if (kind === 'paging')
    return {
      name,
      description,
      members: d.members.map((m) => ({ extensionId: m.id, canPage: m.canPage === true })),
    };
  const seconds = Number(d.noAnswerSeconds);
  return {
    name,
    description,
    strategy: d.strategy,
    noAnswerSeconds: d.noAnswerSeconds.trim() === '' || !Number.isFinite(seconds) ? undefined : seconds,
    noAnswer: d.noAnswer ?? { kind: 'hangup' as const },
    members: d.members.map((m) => m.id),
  };
}

function GroupEditPage(props: { kind: GroupKind; id?: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { kind, id } = props;
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  const group = useResource(
    ['group', kind, id],
    async (signal): Promise<GroupDraft> => {
      if (id === undefined) return EMPTY_DRAFT;
      if (kind === 'call') {
        const g = await getCallGroup(api, accountId, id, signal);
        return {
          ...EMPTY_DRAFT,
          name: g.name,
          description: g.description ?? '',
          strategy: g.strategy,
          noAnswerSeconds: String(g.noAnswerSeconds),
          noAnswer: g.noAnswer,
          members: g.members.map((m) => ({ id: m.extensionId })),
        };
      }
      if (kind === 'paging') {
        const g = await getPagingGroup(api, accountId, id, signal);
        return {
          ...EMPTY_DRAFT,
          name: g.name,
          description: g.description ?? '',
          members: g.members.map((m) => ({ id: m.extensionId, canPage: m.canPage })),
        };
      }
      const g = await getPickupGroup(api, accountId, id, signal);
      return { ...EMPTY_DRAFT, name: g.name, members: g.members.map((m) => ({ id: m.extensionId })) };
    },
    { handled: isNotFound },
  );
  const save = useAction(
    async (draft: GroupDraft) => {
      const body = bodyOf(kind, draft);
      if (id === undefined) {
        const extension = kind !== 'pickup' && draft.extension.trim() ? draft.extension.trim() : undefined;
        await createGroup(api, accountId, {
          kind,
          ...body,
          ...(extension ? { extension } : {}),
        } as Parameters<typeof createGroup>[2]);
      } else if (kind === 'call')
        await updateCallGroup(api, accountId, id, body as Parameters<typeof updateCallGroup>[3]);
      else if (kind === 'paging')
        await updatePagingGroup(api, accountId, id, body as Parameters<typeof updatePagingGroup>[3]);
      else await updatePickupGroup(api, accountId, id, body as Parameters<typeof updatePickupGroup>[3]);
      navigate(`/management/m/callGroups`);
    },
    { handled: isRefusedChange },
  );
  if (group.error)
    return (
      <NotFoundView
        title="Group not found"
        message={`This ${KIND_WORDS[kind]} does not exist, or it is not in this account.`}
        linkText="Back to groups"
        homeHref={groupsHref()}
      />
    );
  if (!group.data || !flow.data)
    return group.failed || flow.failed ? null : <LoadingState label="Loading the group…" />;
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const errors = Object.fromEntries((failure?.errors ?? []).map((e) => [e.field, e.message]));
  const choices = flow.data.flow.extensions
    .map((e) => ({ id: e.id, label: e.number ? `${e.name} (${e.number})` : e.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <GroupEditorView
        kind={kind}
        id={id}
        title={id === undefined ? `New ${KIND_WORDS[kind]}` : `Edit ${KIND_WORDS[kind]} ${group.data.name}`}
        initial={group.data}
        flow={flow.data.flow}
        choices={choices}
        errors={errors}
        message={failure && !failure.errors.length ? describeFailure(failure) : undefined}
        saving={save.pending}
        onSave={(d) => void save.run(d)}
      />
      {kind === 'call' && id !== undefined ? (
        <GreetingPanel ownerKind="callGroup" ownerId={id} greetingKey="main" label="Group greeting" />
      ) : null}
    </>
  );
}

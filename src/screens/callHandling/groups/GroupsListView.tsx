// The account's groups (CALL-02): call groups, paging groups and, when offered, call pickup
// groups, each a table with its create link and each row's edit link and delete. A delete asks
// first, saying what goes with the group, and shows the platform's refusal (409 in_use: what
// still sends calls here) in the dialog. Props only.
import type { GroupKind, GroupSummary } from '../../../domain/schemas/callHandling/groups';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable';
import { Link } from '../../../ui/Link';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { DELETE_WORDS, groupsHref, KIND_TITLES, KIND_WORDS } from './groupLabels';
import { actions, stack } from './groups.css';

export interface GroupsListViewProps {
  title: string;
  /** Undefined while loading. */
  groups: GroupSummary[] | undefined;
  error?: string;
  /** The kinds shown: pickup groups only when offered. */
  kinds: GroupKind[];
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The group asked about, while its delete is confirmed. */
  deleting?: GroupSummary;
  deletePending: boolean;
  /** Why the platform refused the delete (what still sends calls here). */
  deleteRefusal?: string;
  onDelete: (group: GroupSummary) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

export function GroupsListView(props: GroupsListViewProps) {
  const { groups } = props;
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {!groups && !props.error ? <LoadingState label="Loading the groups…" /> : null}
      {groups
        ? props.kinds.map((kind) => (
            <Card
              key={kind}
              title={KIND_TITLES[kind]}
              actions={
                props.canCreate ? (
                  <Link variant="button" href={groupsHref(`${kind}/new`)}>
                    New {KIND_WORDS[kind]}
                  </Link>
                ) : undefined
              }
            >
              <DataTable
                caption={KIND_TITLES[kind]}
                hideCaption
                rows={groups.filter((g) => g.kind === kind)}
                rowKey={(g) => `${g.kind}-${g.id}`}
                emptyText={`No ${KIND_WORDS[kind]}s yet.`}
                columns={[
                  {
                    key: 'name',
                    header: 'Name',
                    render: (g) =>
                      props.canUpdate ? <Link href={groupsHref(`${kind}/${g.id}`)}>{g.name}</Link> : g.name,
                  },
                  ...(kind !== 'pickup'
                    ? [
                        { key: 'extensionNumber', header: 'Extension' },
                        { key: 'description', header: 'Description' },
                      ]
                    : []),
                  { key: 'memberCount', header: 'Members', align: 'end' as const },
                  ...(props.canDelete
                    ? [
                        {
                          key: 'actions',
                          header: 'Actions',
                          render: (g: GroupSummary) => (
                            <div className={actions}>
                              <Button
                                variant="secondary"
                                aria-label={`Delete: ${g.name}`}
                                onPress={() => props.onDelete(g)}
                              >
                                Delete
                              </Button>
                            </div>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
          ))
        : null}
      <ConfirmDialog
        isOpen={props.deleting !== undefined}
        title={
          props.deleting ? `Delete ${KIND_WORDS[props.deleting.kind]} ${props.deleting.name}?` : 'Delete'
        }
        confirmLabel="Delete"
        variant="danger"
        isPending={props.deletePending}
        isConfirmDisabled={props.deleteRefusal !== undefined}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      >
        {props.deleting ? <p>{DELETE_WORDS[props.deleting.kind]}</p> : null}
        {props.deleteRefusal ? (
          <Alert variant="error" title="It cannot be deleted yet">
            {props.deleteRefusal}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

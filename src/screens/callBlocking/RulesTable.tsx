// One scope's rules as a table (props only): what each blocks, which calls, whose (user rules),
// on or off; a check box per row when the rules can be chosen for a bulk change, and an edit
// button when they can be changed. The provider's rules come without either.
import type { CallBlockRule, CallCountry } from '../../domain/schemas/callBlocking';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { rowCheck } from './callBlocking.css';
import { ruleDirection, ruleTarget } from './ruleText';

export interface RulesTableProps {
  caption: string;
  hideCaption?: boolean;
  rules: readonly CallBlockRule[];
  countries: readonly CallCountry[];
  emptyText: string;
  /** Show whose extension each rule is on (user rules). */
  showOwner?: boolean;
  /** The chosen rule ids; without it the rows cannot be chosen. */
  chosen?: ReadonlySet<number>;
  onChoose?: (ruleId: number) => void;
  onEdit?: (rule: CallBlockRule) => void;
}

const nameOf = (rule: CallBlockRule) => rule.label || 'Rule';

export function RulesTable(props: RulesTableProps) {
  const { chosen, onChoose, onEdit, countries } = props;
  const columns: DataTableColumn<CallBlockRule>[] = [
    ...(chosen && onChoose
      ? [
          {
            key: 'choose',
            header: 'Choose',
            render: (r: CallBlockRule) => (
              <input
                type="checkbox"
                className={rowCheck}
                checked={chosen.has(r.ruleId)}
                aria-label={`Choose ${nameOf(r)} (${ruleTarget(r, countries)})`}
                onChange={() => onChoose(r.ruleId)}
              />
            ),
          },
        ]
      : []),
    { key: 'label', header: 'Label', render: (r) => r.label || '—' },
    { key: 'target', header: 'Blocks', render: (r) => ruleTarget(r, countries) },
    { key: 'direction', header: 'Calls', render: ruleDirection },
    ...(props.showOwner
      ? [
          {
            key: 'owner',
            header: 'Extension',
            render: (r: CallBlockRule) =>
              r.ownerName ? `${r.extension} (${r.ownerName})` : (r.extension ?? ''),
          },
        ]
      : []),
    {
      key: 'enabled',
      header: 'Status',
      render: (r) => <Badge tone={r.enabled ? 'success' : 'neutral'}>{r.enabled ? 'On' : 'Off'}</Badge>,
    },
    ...(onEdit
      ? [
          {
            key: 'edit',
            header: 'Change',
            render: (r: CallBlockRule) => (
              <Button
                variant="secondary"
                onPress={() => onEdit(r)}
                aria-label={`Edit ${nameOf(r)} (${ruleTarget(r, countries)})`}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={props.caption}
      hideCaption={props.hideCaption}
      columns={columns}
      rows={props.rules}
      rowKey={(r) => r.ruleId}
      emptyText={props.emptyText}
    />
  );
}

// A number's page: the number formatted, what it is (status, provider, country, toll-free), where
// it rings, its caller id and name, tag, backup number (NUM-05: a single space is blank) and
// initial assignment; an Edit button; and its history (who, when in the account's locale, what).
import type { NumberDetail } from '../../api/numbers';
import { isTollFree } from '../../domain/phoneNumbers';
import { Badge, badgeToneForStatus } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { type NumberEdit, NumberEditDialog, type NumberEditDialogProps } from './NumberEditDialog';
import { backupNumberText, displayNumber, numbersHref } from './numberLabels';
import { mono } from './numbers.css';

export interface NumberDetailViewProps {
  number: NumberDetail;
  canUpdate: boolean;
  edit: Omit<NumberEditDialogProps, 'number' | 'onSave' | 'onCancel'>;
  onEdit: () => void;
  onSaveEdit: (change: NumberEdit) => void;
  onCancelEdit: () => void;
}

const orNone = (v: string | null | undefined) => (v?.trim() ? v : 'None');

export function NumberDetailView(props: NumberDetailViewProps) {
  const fmt = useFormat();
  const n = props.number;
  return (
    <div className={stack}>
      <PageHeader title={displayNumber(n.phoneNumber)}>
        <Link href={numbersHref()}>Back to numbers</Link>
        {props.canUpdate ? <Button onPress={props.onEdit}>Edit</Button> : null}
      </PageHeader>
      <Card title="The number">
        <DetailList
          items={[
            { label: 'Number', value: <span className={mono}>{displayNumber(n.phoneNumber)}</span> },
            { label: 'Status', value: <Badge tone={badgeToneForStatus(n.status)}>{n.status}</Badge> },
            { label: 'Provider', value: n.provider_name },
            { label: 'Country', value: n.country },
            { label: 'Toll-free', value: n.tollFree || isTollFree(n.phoneNumber) ? 'Yes' : 'No' },
            {
              label: 'Assigned to',
              value: n.extensionNumber
                ? `Extension ${n.extensionNumber} ${n.assignedTo ?? ''}`.trim()
                : 'Not assigned',
            },
            { label: 'Caller id', value: n.callerId ? displayNumber(n.callerId) : 'None' },
            { label: 'Caller-id name', value: orNone(n.callerIdName) },
            { label: 'Custom tag', value: orNone(n.customTag) },
            { label: 'Backup number', value: backupNumberText(n.backupNumber) || 'None' },
            { label: 'Initial assign', value: orNone(n.initial_assign) },
            { label: 'Product', value: orNone(n.productNumber) },
          ]}
        />
      </Card>
      <Card title="History">
        <DataTable
          caption="What was done to the number, newest first"
          rows={n.history}
          rowKey={(_, i) => i}
          emptyText="Nothing has been done to this number yet."
          columns={[
            { key: 'at', header: 'When', render: (h) => fmt.dateTime(h.at) },
            { key: 'by', header: 'Who', render: (h) => h.by ?? 'The platform' },
            { key: 'what', header: 'What' },
          ]}
        />
      </Card>
      <NumberEditDialog {...props.edit} number={n} onSave={props.onSaveEdit} onCancel={props.onCancelEdit} />
    </div>
  );
}

// One part of the business texting registration (the brand or the campaign), props only: its
// status and rejection reason, its fields (editable while a draft or rejected), and the buttons
// the status allows: save, submit for review (saved first), withdraw while under review.
import type { ReactNode } from 'react';
import { canEdit, canSubmit, canWithdraw, type TenDlcStatus } from '../../domain/tenDlc';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { useFormat } from '../../ui/format/FormatContext';
import { toolbar } from '../../ui/layout.css';
import type { WriteState } from '../common/writeState';
import { STATUS_TEXT, STATUS_TONE } from './messagingWrites';

export interface TenDlcPartFormProps {
  title: string;
  status: TenDlcStatus;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewDueAt: string | null;
  canChange: boolean;
  state: WriteState;
  /** Why it cannot be submitted yet (the campaign before its brand is approved). */
  waitingFor?: string;
  children: (editable: boolean) => ReactNode;
  onSave: () => void;
  onSubmit: () => void;
  onWithdraw: () => void;
}

export function TenDlcPartForm(props: TenDlcPartFormProps) {
  const format = useFormat();
  const editable = props.canChange && canEdit(props.status);
  return (
    <Card
      title={props.title}
      actions={<Badge tone={STATUS_TONE[props.status]}>{STATUS_TEXT[props.status]}</Badge>}
    >
      {props.status === 'rejected' && props.rejectionReason ? (
        <Alert variant="error" title="Rejected by the carrier registry">
          <p>{props.rejectionReason}</p>
          <p>Change what it says, then submit again.</p>
        </Alert>
      ) : null}
      {props.status === 'submitted' ? (
        <Alert variant="info" title="Under review">
          {`Submitted ${props.submittedAt ? format.dateTime(props.submittedAt) : ''}. The carrier registry answers by ${props.reviewDueAt ? format.dateTime(props.reviewDueAt) : 'soon'}.`}
        </Alert>
      ) : null}
      {props.status === 'approved' ? (
        <p>{`Approved by the carrier registry. It can no longer be changed here.`}</p>
      ) : null}
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave();
        }}
      >
        {props.children(editable)}
        {props.state.message ? <Alert variant="error">{props.state.message}</Alert> : null}
        {props.state.saved ? <Alert variant="success">{props.state.saved}</Alert> : null}
        {props.waitingFor && editable ? <p>{props.waitingFor}</p> : null}
        {props.canChange ? (
          <div className={toolbar}>
            {editable ? (
              <Button type="submit" variant="secondary" isPending={props.state.pending}>
                Save draft
              </Button>
            ) : null}
            {canSubmit(props.status) && !props.waitingFor ? (
              <Button onPress={props.onSubmit} isPending={props.state.pending}>
                {props.status === 'rejected' ? 'Submit again' : 'Submit for review'}
              </Button>
            ) : null}
            {canWithdraw(props.status) ? (
              <Button variant="secondary" onPress={props.onWithdraw} isPending={props.state.pending}>
                Withdraw to change it
              </Button>
            ) : null}
          </div>
        ) : null}
      </Form>
    </Card>
  );
}

// Account access (ROLE-07): the accounts this account trusts (their administrators may act on it),
// and, for a parent account, which of its users were granted access to which managed child account.
// Props only; the dialogs' targets and the form inputs are the view's own state.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { sprinkles } from '../../ui/sprinkles.css';
import { TextField } from '../../ui/TextField';

export interface TrustRow {
  trustedAccountId: number;
  trustedAccountName: string;
  createdAt: string;
}

export interface GrantRow {
  id: number;
  userId: number;
  /** The user's name when the users of the account could be read; else the id is shown. */
  userName?: string;
  childAccountId: number;
  childAccountName: string;
  createdAt: string;
}

export interface Choice {
  id: number;
  label: string;
}

export interface ChildAccessProps {
  grants: readonly GrantRow[];
  loading: boolean;
  error?: string;
  /** The users of this account and the accounts it manages, for the grant form. */
  users: readonly Choice[];
  childAccounts: readonly Choice[];
  canGrant: boolean;
  canRevoke: boolean;
  /** Resolves true when the grant was made (the form is then cleared). */
  onGrant(grant: { userId: number; childAccountId: number }): Promise<boolean>;
  onRevoke(grantId: number): void;
  granting: boolean;
  revoking: boolean;
}

export interface AccountAccessViewProps {
  title: string;
  accountId: number;
  accountName: string;
  trusts: readonly TrustRow[];
  trustsLoading: boolean;
  /** Holds update:security-settings: may add and remove trusts. */
  canEditTrusts: boolean;
  /** Resolves true when the trust was added (the input is then cleared). */
  onTrust(trustedAccountId: number): Promise<boolean>;
  onRemoveTrust(trustedAccountId: number): void;
  trusting: boolean;
  removingTrust: boolean;
  /** A failed load or change, as a plain sentence. */
  error?: string;
  /** What the last change did. */
  notice?: string;
  /** Absent for an account that manages no other account: the card is not shown. */
  childAccess?: ChildAccessProps;
}

/** The message for an account id typed to trust, or undefined when it is acceptable. */
export function trustIdProblem(text: string, ownAccountId: number): string | undefined {
  const t = text.trim();
  if (t === '') return 'Enter the id of the account to trust.';
  if (!/^\d+$/.test(t) || Number(t) < 1 || !Number.isSafeInteger(Number(t)))
    return 'An account id is a whole number, like 42.';
  if (Number(t) === ownAccountId) return 'This is this account: give another account to trust.';
  return undefined;
}

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export function AccountAccessView(props: AccountAccessViewProps) {
  const fmt = useFormat();
  const [trustText, setTrustText] = useState('');
  const [trustProblem, setTrustProblem] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<TrustRow | undefined>(undefined);
  const submitTrust = async (e: FormEvent) => {
    e.preventDefault();
    const problem = trustIdProblem(trustText, props.accountId);
    setTrustProblem(problem);
    if (problem) return;
    if (await props.onTrust(Number(trustText.trim()))) setTrustText('');
  };
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      <p>
        {props.accountName} (account id {props.accountId})
      </p>
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.notice ? <Alert variant="success">{props.notice}</Alert> : null}
      <Card title="Trusted accounts">
        <div className={column}>
          <p>The administrators of a trusted account may act on {props.accountName}.</p>
          <DataTable
            caption="Accounts this account trusts"
            hideCaption
            rows={props.trusts}
            loading={props.trustsLoading}
            loadingText="Loading trusted accounts…"
            emptyText="This account trusts no other account."
            rowKey={(r) => r.trustedAccountId}
            columns={[
              { key: 'trustedAccountName', header: 'Account' },
              { key: 'trustedAccountId', header: 'Account id', align: 'end' },
              { key: 'createdAt', header: 'Trusted since', render: (r) => fmt.dateTime(r.createdAt) },
              ...(props.canEditTrusts
                ? [
                    {
                      key: 'actions',
                      header: 'Actions',
                      render: (r: TrustRow) => (
                        <Button
                          variant="secondary"
                          aria-label={`Remove ${r.trustedAccountName}`}
                          onPress={() => setRemoving(r)}
                        >
                          Remove
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {props.canEditTrusts ? (
            <form onSubmit={(e) => void submitTrust(e)} className={column} noValidate>
              <TextField
                label="Account id to trust"
                description="The id of the account whose administrators may act on this account."
                value={trustText}
                onChange={(v) => {
                  setTrustText(v);
                  setTrustProblem(undefined);
                }}
                isInvalid={trustProblem !== undefined}
                errorMessage={trustProblem}
                inputMode="numeric"
              />
              <div>
                <Button type="submit" isPending={props.trusting}>
                  Trust another account
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      </Card>
      {props.childAccess ? <ChildAccessCard {...props.childAccess} accountName={props.accountName} /> : null}
      <ConfirmDialog
        isOpen={removing !== undefined}
        title="Remove the trust?"
        confirmLabel="Remove"
        variant="danger"
        isPending={props.removingTrust}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) props.onRemoveTrust(removing.trustedAccountId);
          setRemoving(undefined);
        }}
      >
        <p>{removing?.trustedAccountName} will no longer be able to act on this account.</p>
      </ConfirmDialog>
    </div>
  );
}

function ChildAccessCard(props: ChildAccessProps & { accountName: string }) {
  const fmt = useFormat();
  const [userId, setUserId] = useState('');
  const [childId, setChildId] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [revoking, setRevoking] = useState<GrantRow | undefined>(undefined);
  const userLabel = (g: GrantRow) => g.userName ?? `User ${g.userId}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userId || !childId) {
      setProblem('Choose a user and a managed account.');
      return;
    }
    setProblem(undefined);
    if (await props.onGrant({ userId: Number(userId), childAccountId: Number(childId) })) {
      setUserId('');
      setChildId('');
    }
  };
  return (
    <Card title="Access to managed accounts">
      <div className={column}>
        <p>Users of {props.accountName} who may act on an account it manages.</p>
        {props.error ? <Alert variant="error">{props.error}</Alert> : null}
        <DataTable
          caption="Access granted to managed accounts"
          hideCaption
          rows={props.grants}
          loading={props.loading}
          loadingText="Loading access grants…"
          emptyText="No user has been granted access to a managed account."
          rowKey={(r) => r.id}
          columns={[
            { key: 'user', header: 'User', render: userLabel },
            {
              key: 'child',
              header: 'Managed account',
              render: (r) => `${r.childAccountName} (${r.childAccountId})`,
            },
            { key: 'createdAt', header: 'Granted', render: (r) => fmt.dateTime(r.createdAt) },
            ...(props.canRevoke
              ? [
                  {
                    key: 'actions',
                    header: 'Actions',
                    render: (r: GrantRow) => (
                      <Button
                        variant="secondary"
                        aria-label={`Revoke access of ${userLabel(r)} to ${r.childAccountName}`}
                        onPress={() => setRevoking(r)}
                      >
                        Revoke
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {props.canGrant ? (
          <form onSubmit={(e) => void submit(e)} className={column} noValidate>
            <SelectField
              label="User"
              value={userId}
              options={[{ value: '', label: 'Choose a user' }, ...props.users.map(toOption)]}
              onChange={(v) => {
                setUserId(v);
                setProblem(undefined);
              }}
            />
            <SelectField
              label="Managed account"
              value={childId}
              options={[{ value: '', label: 'Choose an account' }, ...props.childAccounts.map(toOption)]}
              onChange={(v) => {
                setChildId(v);
                setProblem(undefined);
              }}
            />
            {problem ? <Alert variant="error">{problem}</Alert> : null}
            <div>
              <Button type="submit" isPending={props.granting}>
                Grant access
              </Button>
            </div>
          </form>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={revoking !== undefined}
        title="Revoke the access?"
        confirmLabel="Revoke"
        variant="danger"
        isPending={props.revoking}
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => {
          if (revoking) props.onRevoke(revoking.id);
          setRevoking(undefined);
        }}
      >
        <p>
          {revoking ? userLabel(revoking) : ''} will no longer be able to act on {revoking?.childAccountName}.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

const toOption = (c: Choice) => ({ value: String(c.id), label: c.label });

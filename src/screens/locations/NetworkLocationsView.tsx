// The account's network locations (decision 0101), a card under the emergency locations: each
// network's kind, the network, the location a phone on it is given and its status (Active, or
// Requested while it is provisioned). Props only.
import type { ReactNode } from 'react';
import type { NetworkLocationRecord } from '../../domain/schemas/location';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { muted } from '../../ui/layout.css';
import { locationsHref } from './locationWords';
import { KIND_WORDS, NETWORK_STATUS_WORDS } from './networkWords';

export interface NetworkLocationsViewProps {
  /** Undefined while loading. */
  networks: readonly NetworkLocationRecord[] | undefined;
  /** Shown instead of the list when it could not be read. */
  error?: string;
  /** The caller may add networks: the button is shown. */
  canAdd: boolean;
  onAdd: () => void;
  /** The add dialog, when open. */
  dialog?: ReactNode;
}

const PURPOSE =
  'A network location gives phones that move between sites the right emergency location: a softphone or Wi-Fi phone on one of these networks is given its location, wherever it was set up.';

export function NetworkLocationsView(props: NetworkLocationsViewProps) {
  const { networks } = props;
  return (
    <Card
      title="Networks"
      actions={
        props.canAdd ? (
          <Button variant="secondary" onPress={props.onAdd}>
            Add a network
          </Button>
        ) : null
      }
    >
      {props.error ? (
        <Alert variant="error" title="The networks could not be read">
          {props.error}
        </Alert>
      ) : null}
      {!networks && !props.error ? <LoadingState label="Loading the networks…" /> : null}
      {networks && networks.length === 0 ? (
        <EmptyState
          title="No network is mapped to a location yet."
          description={`${PURPOSE} Add an office subnet or a Wi-Fi access point.`}
        />
      ) : null}
      {networks && networks.length > 0 ? (
        <>
          <p className={muted}>{PURPOSE}</p>
          <DataTable
            caption="Network locations"
            hideCaption
            rows={networks}
            rowKey={(n) => n.id}
            columns={[
              { key: 'kind', header: 'Kind', render: (n) => KIND_WORDS[n.kind] },
              {
                key: 'network',
                header: 'Network',
                render: (n) => (n.description ? `${n.network} (${n.description})` : n.network),
              },
              {
                key: 'location',
                header: 'Location',
                render: (n) => <Link href={locationsHref(n.locationId)}>{n.locationName}</Link>,
              },
              {
                key: 'status',
                header: 'Status',
                render: (n) => (
                  <Badge tone={n.status === 'active' ? 'success' : 'warning'}>
                    {NETWORK_STATUS_WORDS[n.status]}
                  </Badge>
                ),
              },
            ]}
          />
        </>
      ) : null}
      {props.dialog}
    </Card>
  );
}

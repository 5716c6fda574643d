// The words of network locations (decision 0101), once: the card, the dialog and the tests read them.
import type { NetworkLocationRecord } from '../../domain/schemas/location';

export type NetworkKind = NetworkLocationRecord['kind'];

export const KIND_WORDS: Record<NetworkKind, string> = {
  subnet: 'Subnet',
  bssid: 'Wi-Fi access point',
};

export const NETWORK_STATUS_WORDS: Record<NetworkLocationRecord['status'], string> = {
  active: 'Active',
  requested: 'Requested',
};

export const NETWORK_HINT: Record<NetworkKind, string> = {
  subnet: 'An IPv4 subnet with its prefix length, like 10.1.2.0/24.',
  bssid: 'The access point’s BSSID (its radio’s MAC address), like AA:BB:CC:DD:EE:FF.',
};

/** The kind the platform records for a network it takes: a subnet has a prefix length. */
export const kindOf = (network: string): NetworkKind => (network.includes('/') ? 'subnet' : 'bssid');

/** Said under the network when it is valid but of the other kind than the one chosen. */
export const KIND_MISMATCH: Record<NetworkKind, string> = {
  subnet: 'This is an access point’s BSSID: choose Wi-Fi access point, or enter a subnet like 10.1.2.0/24.',
  bssid: 'This is a subnet: choose Subnet, or enter a BSSID like AA:BB:CC:DD:EE:FF.',
};

// The devices area (#/management/m/devices/<subpath>): the table, a device, a new device, the
// import.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { DeviceCreatePage } from './DeviceCreatePage';
import { DeviceDetailPage } from './DeviceDetailPage';
import { DeviceImportPage } from './DeviceImportPage';
import { DevicesListPage } from './DevicesListPage';
import { devicesHref } from './deviceLabels';

export function DevicesPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <DevicesListPage title={props.title} />;
  if (sub === 'new') return <DeviceCreatePage />;
  if (sub === 'import') return <DeviceImportPage />;
  if (/^\d+$/.test(sub)) return <DeviceDetailPage key={sub} deviceId={Number(sub)} />;
  return <NotFoundView homeHref={devicesHref()} />;
}

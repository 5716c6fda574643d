// The device import as an account administrator meets it, against the platform in process: the
// devices list leads to it, a CSV's rows are previewed with their problems, the import runs as a
// task and every row's result is shown (the device made, or why not). The view alone: no way in
// without the permission to add devices.
import '../../support/happyDomPlatform';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { devices, extensions } from '../../../server/db/schema';
import { DeviceImportView } from '../../../src/screens/devices/DeviceImportView';
import { DevicesListView } from '../../../src/screens/devices/DevicesListView';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

const pages = pageTests();
withViewportSizes();
const ADMIN = 'account administrator';

/** Chooses `csv` as the file of the page's file input. */
function chooseFile(csv: string) {
  const input = screen.getByLabelText('CSV file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([csv], 'phones.csv', { type: 'text/csv' })] } });
}

describe('the device import page', () => {
  it('previews the rows’ problems, imports the good rows, and shows each row’s result', async () => {
    const admin = await pages.as(ADMIN);
    const [extension] = await pages.p.database.db
      .select()
      .from(extensions)
      .where(and(eq(extensions.accountId, admin.accountId), isNotNull(extensions.userId)))
      .limit(1);
    await pages.renderPage(ADMIN, '/management/m/devices/import');
    await screen.findByRole('heading', { name: 'Import devices' });
    expect(screen.getByRole('link', { name: 'Download the template' }).getAttribute('download')).toBe(
      'devices-template.csv',
    );
    chooseFile(
      [
        'name,macAddress,make,model,extension',
        `Reception,00-1a-2b-99-00-01,Yealink,T54W,${extension.extensionNumber}`,
        'No MAC,,Yealink,T54W,',
        'Nowhere,00:1A:2B:99:00:03,Yealink,T54W,98765',
      ].join('\n'),
    );
    // The preview: two rows go, one has a problem and stays behind.
    await screen.findByText(/phones\.csv: 2 rows are ready to import, 1 row has problems/);
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByText('No MAC')).toBeTruthy();
    expect(within(problems).getByText(/MAC address: Enter a complete MAC address/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 devices' }));
    const results = await screen.findByRole('table', { name: 'Results by row' });
    expect(screen.getByText('1 device created, 2 rows not imported.')).toBeTruthy();
    const rowOf = (name: string) => within(results).getByText(name).closest('tr') as HTMLElement;
    // The device made is linked; the rows refused before sending and by the platform say why.
    const [made] = await pages.p.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.macAddress, '00:1A:2B:99:00:01'));
    expect(within(rowOf('Reception')).getByRole('link', { name: 'Reception' }).getAttribute('href')).toBe(
      `#/management/m/devices/${made.id}`,
    );
    expect(
      within(rowOf('Reception')).getByText(`Created on extension ${extension.extensionNumber}.`),
    ).toBeTruthy();
    expect(within(rowOf('No MAC')).getByText('Not imported')).toBeTruthy();
    expect(
      within(rowOf('Nowhere')).getByText('Extension: 98765 is not an extension of this account.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the devices' }).getAttribute('href')).toBe(
      '#/management/m/devices',
    );
  });

  it('a file without the needed columns says which, and nothing is previewed', async () => {
    await pages.renderPage(ADMIN, '/management/m/devices/import');
    await screen.findByRole('heading', { name: 'Import devices' });
    chooseFile('name,mac\nA,B\n');
    await screen.findByText('The file needs the columns macAddress, model (see the template).');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});

describe('DeviceImportView', () => {
  const props = {
    phase: 'idle' as const,
    canCreate: false,
    validCount: 0,
    issues: [],
    results: [],
    names: new Map<number, string>(),
    progress: { total: 0, processed: 0, succeeded: 0, failed: 0 },
    summary: { succeeded: 0, reported: 0 },
    onFile: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onReset: vi.fn(),
  };

  it('without the permission to add devices offers no file, only the way back', () => {
    render(<DeviceImportView {...props} />);
    expect(screen.getByText('Your role may not add devices, so it may not import them.')).toBeTruthy();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to devices' })).toBeTruthy();
  });

  it('shows the progress while the task runs', () => {
    render(
      <DeviceImportView
        {...props}
        canCreate
        phase="running"
        progress={{ total: 40, processed: 10, succeeded: 9, failed: 1 }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Working…' }).getAttribute('aria-valuetext')).toBe(
      '10 of 40 rows',
    );
  });
});

describe('the devices list', () => {
  const list = (canCreate: boolean) => (
    <DevicesListView
      title="Devices"
      total={0}
      rowAt={() => undefined}
      onRangeChange={vi.fn()}
      sort={{ field: 'name', direction: 'ASC' }}
      onSort={vi.fn()}
      keyword=""
      onKeywordChange={vi.fn()}
      filters={{ make: '', model: '', assigned: '', registration: '' }}
      onFiltersChange={vi.fn()}
      makes={[]}
      canCreate={canCreate}
    />
  );

  it('leads to the import only with the permission to add devices', () => {
    const { unmount } = render(list(true));
    expect(screen.getByRole('link', { name: 'Import devices' }).getAttribute('href')).toBe(
      '#/management/m/devices/import',
    );
    unmount();
    render(list(false));
    expect(screen.queryByRole('link', { name: 'Import devices' })).toBeNull();
  });
});

// @vitest-environment happy-dom
// The numbers views by role and name: the table (NUM-02 sort by the server, column filters,
// choosing across pages and "select all matching"), the selection a bulk change is sent, the
// bulk dialog's review and confirmation (NUM-04), and the number page with its edit (NUM-05).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeProblems } from '../../../machines/numbers/numberBulkMachine';
import type { NumberDetail } from '../../../src/api/numbers';
import type { PhoneNumber } from '../../../src/domain/schemas/phoneNumber';
import { NumberBulkDialog, type NumberBulkDialogProps } from '../../../src/screens/numbers/NumberBulkDialog';
import { NumberDetailView } from '../../../src/screens/numbers/NumberDetailView';
import { changeOf } from '../../../src/screens/numbers/NumberEditDialog';
import { NumbersListView, type NumbersListViewProps } from '../../../src/screens/numbers/NumbersListView';
import { backupNumberText } from '../../../src/screens/numbers/numberLabels';
import {
  allMatching,
  chosenCount,
  NOTHING,
  searchOf,
  selectionOf,
  toggle,
} from '../../../src/screens/numbers/numberSelection';
import { withViewportSizes } from '../../support/virtualizerShim';

afterEach(cleanup);
withViewportSizes();

const number = (i: number, extra: Partial<PhoneNumber> = {}): PhoneNumber => ({
  id: i,
  phoneNumber: `1415555${String(i).padStart(4, '0')}`,
  country: 'US',
  productNumber: null,
  provider_name: 'Bandwidth',
  initial_assign: null,
  callerId: null,
  callerIdName: null,
  customTag: null,
  backupNumber: ' ',
  status: 'Available',
  tollFree: false,
  extensionId: null,
  extensionNumber: null,
  assignedTo: null,
  ...extra,
});

const listProps = (over: Partial<NumbersListViewProps> = {}): NumbersListViewProps => ({
  title: 'Phone numbers',
  total: 2000,
  counts: { totalCount: 2000, tollFreeCount: 12 },
  rowAt: (i) => (i < 750 ? number(i) : undefined),
  onRangeChange: vi.fn(),
  sort: { field: 'phoneNumber', direction: 'ASC' },
  onSort: vi.fn(),
  keyword: '',
  onKeywordChange: vi.fn(),
  columnFilters: {},
  onColumnFilterChange: vi.fn(),
  chosen: NOTHING,
  onToggle: vi.fn(),
  onChooseAllMatching: vi.fn(),
  onClearChosen: vi.fn(),
  canUpdate: true,
  onBulk: vi.fn(),
  onManageTags: vi.fn(),
  ...over,
});

describe('NumbersListView', () => {
  it('NUM-02 every column sorts by the server; the sorted one says so with aria-sort', () => {
    const props = listProps();
    render(<NumbersListView {...props} />);
    const table = screen.getByRole('table', { name: 'Phone numbers' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /Number/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    for (const [label, field] of [
      ['Status', 'status'],
      ['Provider', 'provider_name'],
      ['Custom tag', 'customTag'],
      ['Caller id', 'callerId'],
      ['Caller-id name', 'callerIdName'],
      ['Extension', 'extensionNumber'],
      ['Country', 'country'],
      ['Backup number', 'backupNumber'],
      ['Initial assign', 'initial_assign'],
      ['Product', 'productNumber'],
    ]) {
      fireEvent.click(within(table).getByRole('button', { name: label }));
      expect(props.onSort).toHaveBeenLastCalledWith(field);
    }
    expect(props.onSort).toHaveBeenCalledTimes(10);
    expect(vi.mocked(props.onSort).mock.calls.map((c) => c[0])).toEqual([
      'status',
      'provider_name',
      'customTag',
      'callerId',
      'callerIdName',
      'extensionNumber',
      'country',
      'backupNumber',
      'initial_assign',
      'productNumber',
    ]);
  });

  it('NUM-02 shows the counts, a loading row for pages not read yet, and a filter per column', () => {
    const props = listProps({ rowAt: () => undefined });
    render(<NumbersListView {...props} />);
    expect(screen.getByText('2,000 numbers, 12 toll-free')).toBeTruthy();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Caller-id name' }), {
      target: { value: 'ACME' },
    });
    expect(props.onColumnFilterChange).toHaveBeenCalledWith('callerIdName', 'ACME');
  });

  it('NUM-05 a backup number stored as a single space shows as blank', () => {
    render(<NumbersListView {...listProps({ total: 1, rowAt: () => number(1, { backupNumber: ' ' }) })} />);
    const row = screen.getAllByRole('row')[1];
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const backup = within(row).getAllByRole('cell')[headers.indexOf('Backup number')];
    expect(backup.textContent).toBe('');
    expect(backupNumberText(' ')).toBe('');
    expect(backupNumberText('14155550100')).toBe('+1 415 555 0100');
  });

  it('empty and error states', () => {
    const { rerender } = render(<NumbersListView {...listProps({ total: 0 })} />);
    expect(screen.getByText('No numbers match.')).toBeTruthy();
    rerender(
      <NumbersListView {...listProps({ total: undefined, error: 'The numbers could not be read.' })} />,
    );
    expect(screen.getByText('The numbers could not be read.')).toBeTruthy();
    rerender(<NumbersListView {...listProps({ total: undefined })} />);
    expect(screen.getByText('Loading the numbers…')).toBeTruthy();
  });

  it('NUM-04 the bulk bar shows once numbers are chosen, and offers choosing all matching', () => {
    const props = listProps();
    const { rerender } = render(<NumbersListView {...props} />);
    expect(screen.queryByRole('button', { name: 'Move to account' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose +1 415 555 0001' }));
    expect(props.onToggle).toHaveBeenCalledWith('14155550001');
    const chosen = toggle(toggle(NOTHING, '14155550001'), '14155550002');
    rerender(<NumbersListView {...props} chosen={chosen} />);
    expect(screen.getByText('2 of 2,000 chosen')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Choose +1 415 555 0001' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Chosen numbers' })).getByRole('button', {
        name: 'Custom tag',
      }),
    );
    expect(props.onBulk).toHaveBeenCalledWith('customTag');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 2,000 matching' }));
    expect(props.onChooseAllMatching).toHaveBeenCalled();
  });
});

describe('the choice across pages', () => {
  const search = searchOf({
    keyword: '555',
    columnFilters: { status: 'avail', customTag: '  ' },
    sort: { field: 'status', direction: 'DESC' },
  });

  it('NUM-02 the search sends the keyword, the non-blank column filters and the sort', () => {
    expect(search).toEqual({
      orderBy: 'status',
      sortDir: 'DESC',
      keyword: '555',
      fieldKeywords: { status: 'avail' },
    });
  });

  it('NUM-04 numbers ticked are sent by name; all matching is the search less those unticked', () => {
    const some = toggle(toggle(toggle(NOTHING, 'a'), 'b'), 'a');
    expect(selectionOf(some, search)).toEqual({ phoneNumbers: ['b'] });
    expect(chosenCount(some, 100)).toBe(1);
    const all = toggle(toggle(allMatching(), 'x'), 'y');
    expect(chosenCount(all, 100)).toBe(98);
    expect(selectionOf(all, search)).toEqual({
      filter: { keyword: '555', fieldKeywords: { status: 'avail' } },
      except: ['x', 'y'],
    });
    expect(selectionOf(allMatching(), search)).toEqual({
      filter: { keyword: '555', fieldKeywords: { status: 'avail' } },
    });
  });
});

const bulkProps = (over: Partial<NumberBulkDialogProps> = {}): NumberBulkDialogProps => ({
  isOpen: true,
  phase: 'review',
  action: 'removeFromUse',
  selected: 60,
  problems: {},
  dryRun: {
    selected: 60,
    willChange: 50,
    unchanged: 8,
    refusedCount: 2,
    reasons: [{ reason: 'The number is porting out.', count: 2 }],
    refused: [{ phoneNumber: '14155550009', reason: 'The number is porting out.' }],
  },
  progress: { total: 60, processed: 0, succeeded: 0, refused: 0, failed: 0 },
  results: [],
  canGoBack: true,
  customTags: ['Sales'],
  accounts: [{ accountId: 12, name: 'Acme West' }],
  onSubmit: vi.fn(),
  onConfirm: vi.fn(),
  onBack: vi.fn(),
  onRetry: vi.fn(),
  onRetryFailed: vi.fn(),
  onClose: vi.fn(),
  ...over,
});

describe('NumberBulkDialog', () => {
  it('NUM-04 the review says how many change, are already so and are refused, with reasons and a sample', () => {
    render(<NumberBulkDialog {...bulkProps()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('50 will change, 8 already so, 2 refused.')).toBeTruthy();
    expect(within(dialog).getByText('The number is porting out. (2)')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: '+1 415 555 0009' })).toBeTruthy();
  });

  it('NUM-04 a destructive change is confirmed saying what goes with it', () => {
    const props = bulkProps({ phase: 'confirming', consequence: 'Calls to them stop ringing anyone.' });
    render(<NumberBulkDialog {...props} />);
    expect(screen.getByText('Calls to them stop ringing anyone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change 50 numbers' }));
    expect(props.onConfirm).toHaveBeenCalled();
  });

  it('NUM-04 a move shows its progress per batch', () => {
    render(
      <NumberBulkDialog
        {...bulkProps({
          phase: 'running',
          action: 'move',
          progress: {
            total: 500,
            processed: 300,
            succeeded: 300,
            refused: 0,
            failed: 0,
            batches: 10,
            batchesDone: 6,
          },
        })}
      />,
    );
    expect(screen.getByText('Running batch 7 of 10.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('300');
  });

  it('NUM-05 the bulk form takes a blank backup number; a short one is refused under its field', () => {
    expect(changeProblems({ action: 'backupNumber', backupNumber: ' ' })).toEqual({});
    expect(changeProblems({ action: 'backupNumber', backupNumber: '12' })).toEqual({
      backupNumber: 'Enter a number of 7 to 15 digits, or leave it blank.',
    });
  });

  it('NUM-05 a blank backup number is submitted as a single space', () => {
    const props = bulkProps({ phase: 'choosing', action: 'backupNumber' });
    render(<NumberBulkDialog {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check what it would do' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ action: 'backupNumber', backupNumber: ' ' });
  });

  it('NUM-04 results tell refused numbers from failed ones, and offer the CSV and another try; a failure has a way back', () => {
    const props = bulkProps({
      phase: 'done',
      progress: { total: 4, processed: 4, succeeded: 2, refused: 1, failed: 1 },
      results: [
        { phoneNumber: '14155550009', status: 'refused', message: 'Porting out.' },
        { phoneNumber: '14155550010', status: 'error', message: 'The row could not be processed.' },
      ],
      onDownload: vi.fn(),
    });
    const { rerender } = render(<NumberBulkDialog {...props} />);
    expect(screen.getByText('2 changed, 1 refused, 1 failed.')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Numbers not changed' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'Refused',
      'Failed',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Try the rest again' }));
    expect(props.onRetryFailed).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Download the results (CSV)' }));
    expect(props.onDownload).toHaveBeenCalled();
    rerender(<NumberBulkDialog {...props} phase="failed" error="The platform could not be reached." />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalled();
  });
});

const detail = (over: Partial<NumberDetail> = {}): NumberDetail => ({
  ...number(100, {
    callerIdName: 'ACME SALES',
    customTag: 'Sales',
    backupNumber: ' ',
    extensionNumber: '101',
    assignedTo: 'Pat Doe',
  }),
  history: [{ at: '2026-11-20T14:05:00.000Z', by: 'Ada Admin', what: 'Caller-id name set to ACME SALES' }],
  ...over,
});

describe('NumberDetailView', () => {
  const props = () => ({
    number: detail(),
    canUpdate: true,
    edit: { isOpen: false, customTags: ['Sales', 'Support'], saving: false },
    onEdit: vi.fn(),
    onSaveEdit: vi.fn(),
    onCancelEdit: vi.fn(),
  });

  it('NUM-05 the number page shows a backup number of one space as none, and the history', () => {
    render(<NumberDetailView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: '+1 415 555 0100' })).toBeTruthy();
    const backup = screen.getByText('Backup number').nextElementSibling;
    expect(backup?.textContent).toBe('None');
    expect(screen.getByRole('cell', { name: 'Ada Admin' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Caller-id name set to ACME SALES' })).toBeTruthy();
  });

  it('the edit checks a caller-id name before sending, and sends only what changed', () => {
    const p = props();
    render(<NumberDetailView {...p} edit={{ ...p.edit, isOpen: true }} />);
    const name = screen.getByRole('textbox', { name: /Caller-id name/ });
    fireEvent.change(name, { target: { value: 'A NAME FAR TOO LONG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSaveEdit).not.toHaveBeenCalled();
    expect(screen.getByText('A caller-id name has at most 15 characters.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'ACME WEST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSaveEdit).toHaveBeenCalledWith({ callerIdName: 'ACME WEST' });
  });

  it('NUM-05 clearing the backup number sends a single space', () => {
    const base = { callerIdName: '', callerId: '', customTag: '', initialAssign: '', status: 'Available' };
    expect(changeOf({ ...base, backupNumber: '14155550100' }, { ...base, backupNumber: '  ' })).toEqual({
      backupNumber: ' ',
    });
  });
});

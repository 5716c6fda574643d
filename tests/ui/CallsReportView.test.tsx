// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallsReportView, formatDuration } from '../../src/screens/landing/CallsReportView';
import { FormatProvider } from '../../src/ui/format/FormatContext';

afterEach(cleanup);

const calls = [
  {
    id: 1,
    direction: 'inbound' as const,
    fromNumber: '+14155550100',
    toNumber: '+14155550199',
    startedAt: '2025-03-04T15:06:00Z',
    durationSeconds: 125,
    result: 'Answered',
  },
  {
    id: 2,
    direction: 'outbound' as const,
    fromNumber: '+14155550199',
    toNumber: '+442071838750',
    startedAt: '2025-03-05T09:00:00Z',
    durationSeconds: 7,
    result: 'No answer',
  },
];

describe('CallsReportView', () => {
  it('renders a table of calls with the date in the account’s locale and clock, direction, numbers, duration and result', () => {
    render(
      <FormatProvider settings={{ locale: 'en-gb', timeZone: 'Europe/London', hourCycle: 'h23' }}>
        <CallsReportView items={calls} total={2} loading={false} formatNumber={(n) => `fmt(${n})`} />
      </FormatProvider>,
    );
    const table = screen.getByRole('table', { name: 'Calls' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date & time', 'Direction', 'From', 'To', 'Duration', 'Result']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual([
      '4 Mar 2025, 15:06',
      'Inbound',
      'fmt(+14155550100)',
      'fmt(+14155550199)',
      '2:05',
      'Answered',
    ]);
    expect(within(rows[1]).getByText('0:07')).toBeTruthy();
    expect(within(rows[1]).getByText('Outbound')).toBeTruthy();
    expect(screen.getByText('2 calls.')).toBeTruthy();
  });

  it('says when only some of the calls are shown', () => {
    render(<CallsReportView items={calls} total={250} loading={false} />);
    expect(screen.getByText('Showing 2 of 250 calls.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '+14155550100' })).toBeTruthy();
  });

  it('shows the empty state when there are no calls', () => {
    render(<CallsReportView items={[]} total={0} loading={false} />);
    const table = screen.getByRole('table', { name: 'Calls' });
    expect(within(table).getByText('No calls yet.')).toBeTruthy();
  });

  it('shows a loading state while loading', () => {
    render(<CallsReportView items={[]} total={0} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading calls…');
    expect(screen.queryByText('No calls yet.')).toBeNull();
  });

  it('shows an error block when the calls could not be loaded', () => {
    render(
      <CallsReportView
        items={[]}
        total={0}
        loading={false}
        error="We couldn't process your request, Please try again"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      "We couldn't process your request, Please try again",
    );
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(3725)).toBe('62:05');
  });
});

// @vitest-environment happy-dom
// A dragged scrollbar through a virtual table (src/ui/VirtualTable.tsx, decision 0070): while the
// rows fly by they are text in one cell per column (loaded or not), no page is asked for; once the
// scrolling stops, the rows in view are asked for and the full rows (links) come back.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type VirtualColumn, VirtualTable } from '../../src/ui/VirtualTable';
import { withViewportSizes } from '../support/virtualizerShim';

afterEach(cleanup);

withViewportSizes({ height: 400, width: 800 });

interface Person {
  id: number;
  name: string;
  role: string;
}

const columns: VirtualColumn<Person>[] = [
  {
    key: 'name',
    header: 'Name',
    width: '2fr',
    render: (p) => <a href={`#/people/${p.id}`}>{p.name}</a>,
    text: (p) => p.name,
  },
  { key: 'role', header: 'Role', width: '1fr', render: (p) => p.role },
];

/** 10,000 rows of which the first 100 are loaded. */
const rowAt = (i: number): Person | undefined =>
  i < 100 ? { id: i, name: `Person ${i}`, role: 'User' } : undefined;

function scrollTo(top: number) {
  const region = screen.getByRole('region', { name: 'People' });
  act(() => {
    region.scrollTop = top;
    region.dispatchEvent(new Event('scroll'));
  });
}

describe('a virtual table while its scrollbar is dragged', () => {
  it('draws flying rows of one cell per column, asks for no page, and asks once it comes to rest', async () => {
    const onRangeChange = vi.fn();
    render(
      <VirtualTable
        label="People"
        columns={columns}
        rowCount={10_000}
        rowAt={rowAt}
        rowKey={(p) => p.id}
        onRangeChange={onRangeChange}
        rowHeight={40}
        initialHeight={400}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    expect(onRangeChange).toHaveBeenLastCalledWith(0, expect.any(Number));
    onRangeChange.mockClear();

    // A screen and more a frame: the rows fly by, as text, every one with a cell per column.
    scrollTo(40 * 60);
    scrollTo(40 * 5_000);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(within(table).queryAllByRole('link')).toEqual([]);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(columns.length);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toContain('Loading…');
    // Each row still says where it sits: consecutive row indexes around row 5,000.
    const indexes = rows.map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(indexes).toEqual(indexes.map((_, i) => indexes[0] + i));
    expect(indexes[0]).toBeGreaterThan(4_900);
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    // Nothing asked for the rows it passed.
    expect(onRangeChange).not.toHaveBeenCalled();

    // Back among loaded rows, then at rest: the rows in view are asked for, the links come back.
    scrollTo(40 * 20);
    expect(within(table).queryAllByRole('link')).toEqual([]);
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    const [first, last] = onRangeChange.mock.calls[0];
    expect(first).toBeLessThanOrEqual(20);
    expect(last).toBeGreaterThanOrEqual(29);
    expect(screen.getByRole('link', { name: 'Person 21' }).getAttribute('href')).toBe('#/people/21');
  });
});

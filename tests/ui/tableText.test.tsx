// @vitest-environment happy-dom
// A table cell or header cut short by its column still tells its whole text, as a tooltip.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { VirtualTable } from '../../src/ui/VirtualTable';
import { withViewportSizes } from '../support/virtualizerShim';

afterEach(cleanup);

withViewportSizes({ height: 600, width: 600 });

it('headers and text cells carry their whole text as a tooltip; a cell can name its own', () => {
  const rows = [{ id: 1, role: 'Account administrator', link: 'Pat Doe' }];
  render(
    <VirtualTable
      label="People"
      rowCount={1}
      rowAt={(i) => rows[i]}
      rowKey={(r) => r.id}
      columns={[
        { key: 'role', header: 'Role', width: '6rem', render: (r) => r.role },
        { key: 'numbers', header: 'Numbers', width: '4rem', render: () => '3' },
        {
          key: 'link',
          header: 'Name',
          width: '6rem',
          render: (r) => <a href="#/x">{r.link}</a>,
          text: (r) => r.link,
        },
      ]}
    />,
  );
  expect(screen.getByRole('columnheader', { name: 'Numbers' }).getAttribute('title')).toBe('Numbers');
  const cellOf = (text: string) => screen.getByText(text).closest('td');
  expect(cellOf('Account administrator')?.getAttribute('title')).toBe('Account administrator');
  expect(cellOf('Pat Doe')?.getAttribute('title')).toBe('Pat Doe');
});

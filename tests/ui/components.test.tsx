// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '../../src/ui/Alert';
import { Badge, badgeToneForStatus } from '../../src/ui/Badge';
import { Button } from '../../src/ui/Button';
import { Card } from '../../src/ui/Card';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { DataTable } from '../../src/ui/DataTable';
import { TextField } from '../../src/ui/TextField';

afterEach(cleanup);

describe('design system', () => {
  it('Badge picks the status colours: Active, Suspended, Cancelled, Pending, Demo', () => {
    expect(badgeToneForStatus('Active')).toBe('success');
    expect(badgeToneForStatus('Suspended')).toBe('warning');
    expect(badgeToneForStatus('Cancelled')).toBe('danger');
    expect(badgeToneForStatus('Pending')).toBe('info');
    expect(badgeToneForStatus('Demo')).toBe('neutral');
    expect(badgeToneForStatus('Something else')).toBe('neutral');
    render(<Badge status="Cancelled" />);
    expect(screen.getByText('Cancelled').getAttribute('data-tone')).toBe('danger');
  });

  it('ERR-06 an error Alert is an error block with role alert; info is a polite status', () => {
    render(
      <>
        <Alert variant="error">Broken.</Alert>
        <Alert variant="info">Heads up.</Alert>
      </>,
    );
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain('Broken.');
    expect(error.hasAttribute('data-error-block')).toBe(true);
    expect(screen.getByRole('status').hasAttribute('data-error-block')).toBe(false);
  });

  it('Button calls onPress and, while pending, is busy and ignores presses', () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('TextField links its description and shows errorMessage only when invalid', () => {
    const { rerender } = render(
      <TextField label="Email" description="We send receipts here." errorMessage="Bad." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByText('Bad.')).toBeNull();
    rerender(<TextField label="Email" description="We send receipts here." errorMessage="Bad." isInvalid />);
    expect(screen.getByText('Bad.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('Card is a region named by its heading', () => {
    render(
      <Card title="Billing" level={2}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Billing' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Billing' })).toBeTruthy();
  });

  it('DataTable renders cells from the row by key when there is no render function', () => {
    render(
      <DataTable
        caption="People"
        columns={[{ key: 'name', header: 'Name' }]}
        rows={[{ id: 1, name: 'Ada' }]}
        rowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ada' })).toBeTruthy();
  });

  it('ConfirmDialog is a named alert dialog with confirm and cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Remove device?"
        confirmLabel="Remove"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>The device will be unassigned.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove device?' });
    expect(within(dialog).getByText('The device will be unassigned.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
// The device's edit dialog by role and name: it opens on the device as shown (MAC read-only), a
// blank name is told in the schema's words and nothing is sent, the platform's field errors are
// told under their fields, Cancel and Escape send nothing, and a save sends the name, plus the
// make and model only when another was picked.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceCreateView } from '../../../src/screens/devices/DeviceCreateView';
import {
  choiceOfDevice,
  DeviceEditDialog,
  type DeviceEditDialogProps,
} from '../../../src/screens/devices/DeviceEditDialog';

afterEach(cleanup);

const MODELS = [
  { make: 'Yealink', model: 'Yealink T54W' },
  { make: 'Yealink', model: 'Yealink T46U' },
  { make: 'Polycom', model: 'Polycom VVX 450' },
];

const props = (over: Partial<DeviceEditDialogProps> = {}): DeviceEditDialogProps => ({
  isOpen: true,
  device: {
    name: 'Front desk',
    macAddress: '00:1A:2B:3C:4D:5E',
    make: 'Yealink',
    model: 'Yealink T54W',
    kind: 'deskphone',
  },
  models: MODELS,
  saving: false,
  onSave: vi.fn(),
  onCancel: vi.fn(),
  ...over,
});

const dialog = () => screen.getByRole('dialog', { name: 'Edit device' });
const nameField = () => within(dialog()).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
const modelField = () =>
  within(dialog()).getByRole('combobox', { name: 'Make and model' }) as HTMLSelectElement;
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

describe('DeviceCreateView', () => {
  it('tells the platform’s refusal of a make or model under the picker', () => {
    render(
      <DeviceCreateView
        models={MODELS}
        extensions={[]}
        macStatus="incomplete"
        onMacChange={vi.fn()}
        onSubmit={vi.fn()}
        submitting={false}
        onEmergencyLocationClose={vi.fn()}
        serverErrors={[{ field: 'make', message: 'Choose a make from the list.' }]}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Make and model' });
    expect(picker.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a make from the list.').id);
  });
});

describe('DeviceEditDialog', () => {
  it('opens on the device: its name, its make and model, and the MAC address shown but not editable', () => {
    render(<DeviceEditDialog {...props()} />);
    expect(nameField().value).toBe('Front desk');
    expect(modelField().selectedOptions[0].textContent).toBe('Yealink T54W');
    expect(within(dialog()).getByText('00:1A:2B:3C:4D:5E')).toBeTruthy();
    expect(within(dialog()).getAllByRole('textbox')).toHaveLength(1);
  });

  it('sends the trimmed name alone when the model is kept, and the make and model once another is picked', () => {
    const onSave = vi.fn();
    const { unmount } = render(<DeviceEditDialog {...props({ onSave })} />);
    fireEvent.change(nameField(), { target: { value: '  Reception  ' } });
    press('Save');
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Reception' });
    fireEvent.change(modelField(), { target: { value: `Polycom\u001fPolycom VVX 450` } });
    press('Save');
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Reception', make: 'Polycom', model: 'Polycom VVX 450' });
    fireEvent.change(modelField(), { target: { value: `\u001fSoftphone/Other` } });
    press('Save');
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Reception', make: null, model: 'Softphone/Other' });
    unmount();
  });

  it('tells a blank or long name in the schema’s words and sends nothing; typing again clears it', () => {
    const onSave = vi.fn();
    render(<DeviceEditDialog {...props({ onSave })} />);
    fireEvent.change(nameField(), { target: { value: '   ' } });
    press('Save');
    expect(within(dialog()).getByText('Enter a name.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(101) } });
    expect(within(dialog()).queryByText('Enter a name.')).toBeNull();
    press('Save');
    expect(within(dialog()).getByText('A name has at most 100 characters.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('tells the platform’s field errors under their fields (a make’s under the picker) and keeps what was typed', () => {
    const { rerender } = render(<DeviceEditDialog {...props()} />);
    fireEvent.change(nameField(), { target: { value: 'Reception' } });
    rerender(
      <DeviceEditDialog
        {...props({
          serverErrors: [
            { field: 'name', message: 'That name is taken.' },
            { field: 'make', message: 'Choose a make from the list.' },
          ],
        })}
      />,
    );
    expect(nameField().value).toBe('Reception');
    expect(within(dialog()).getByText('That name is taken.')).toBeTruthy();
    const makeError = within(dialog()).getByText('Choose a make from the list.');
    expect(modelField().getAttribute('aria-describedby')).toBe(makeError.id);
    expect(modelField().getAttribute('aria-invalid')).toBe('true');
    rerender(<DeviceEditDialog {...props({ serverMessage: 'The device could not be changed.' })} />);
    expect(within(dialog()).getByText('The device could not be changed.')).toBeTruthy();
  });

  it('Cancel and Escape close without sending', () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<DeviceEditDialog {...props({ onSave, onCancel })} />);
    fireEvent.change(nameField(), { target: { value: 'Reception' } });
    press('Cancel');
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(nameField(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reads the stored device as the picker names it', () => {
    const deskphone = { name: 'x', macAddress: null, kind: 'deskphone' as const };
    expect(choiceOfDevice({ ...deskphone, make: 'Yealink', model: null })).toEqual({
      make: 'Yealink',
      model: 'Auto Detect',
    });
    expect(choiceOfDevice({ ...deskphone, make: null, model: null }).model).toBe('Softphone/Other');
    expect(choiceOfDevice({ ...deskphone, kind: 'softphone', make: 'Yealink', model: 'T54W' }).model).toBe(
      'Softphone/Other',
    );
  });
});

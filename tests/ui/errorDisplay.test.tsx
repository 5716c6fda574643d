// @vitest-environment happy-dom
// The error display (ERR-03, ERR-05, ERR-06): one error block shows the message, a block in a
// visible modal dialog first; the 404/5xx modal shows the status, the URL and the body as text.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_400 } from '../../src/api/errorCatalogue';
import { ApiFailure } from '../../src/api/failure';
import { ErrorBlock, ErrorDisplayProvider } from '../../src/app/errors/ErrorDisplay';
import { ErrorModal } from '../../src/app/errors/ErrorModal';
import { chooseErrorBlock, createErrorDisplay, type ErrorDisplay } from '../../src/app/errors/errorDisplay';
import { Dialog, Modal } from '../../src/ui/Dialog';

afterEach(cleanup);

const slots = () => [...document.querySelectorAll('[data-error-slot]')] as HTMLElement[];
const shown = () => slots().filter((s) => !s.hidden);

function Page(props: { display: ErrorDisplay; dialogOpen?: boolean }) {
  return (
    <ErrorDisplayProvider display={props.display}>
      <main>
        <section aria-label="first">
          <ErrorBlock />
        </section>
        <section aria-label="second">
          <ErrorBlock />
        </section>
      </main>
      <Modal isOpen={props.dialogOpen ?? false}>
        <Dialog title="Edit user">
          <ErrorBlock />
          <p>form</p>
        </Dialog>
      </Modal>
      <ErrorModal />
    </ErrorDisplayProvider>
  );
}

describe('error display (ERR-06)', () => {
  it('ERR-06 the rule: a block in a visible modal dialog first, otherwise the first block', () => {
    expect(chooseErrorBlock([])).toBeUndefined();
    expect(
      chooseErrorBlock([
        { id: 'a', inVisibleModal: false },
        { id: 'b', inVisibleModal: false },
      ]),
    ).toBe('a');
    expect(
      chooseErrorBlock([
        { id: 'a', inVisibleModal: false },
        { id: 'm', inVisibleModal: true },
      ]),
    ).toBe('m');
  });

  it('ERR-06 with no dialog open, the message goes into the first error block on the page; the others stay hidden', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    expect(slots()).toHaveLength(2);
    expect(shown()).toHaveLength(0);
    act(() => display.showMessage('Enter a valid e-mail address.'));
    expect(shown()).toHaveLength(1);
    expect(shown()[0].closest('section')?.getAttribute('aria-label')).toBe('first');
    expect(screen.getByRole('alert').textContent).toContain('Enter a valid e-mail address.');
    expect(screen.getByRole('alert').hasAttribute('data-error-block')).toBe(true);
  });

  it('ERR-06 with a modal dialog open, its error block is preferred and the page blocks are cleared and hidden', () => {
    const display = createErrorDisplay();
    const { rerender } = render(<Page display={display} />);
    act(() => display.showMessage('First message.'));
    rerender(<Page display={display} dialogOpen />);
    act(() => display.showMessage('Second message.'));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(shown()).toHaveLength(1);
    expect(dialog.contains(shown()[0])).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Second message.');
    expect(document.body.textContent).not.toContain('First message.');
    for (const s of slots().filter((x) => !dialog.contains(x))) {
      expect(s.hidden).toBe(true);
      expect(s.textContent).toBe('');
    }
  });

  it('ERR-06 a later message replaces the earlier one; clearBlocks hides every block', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    act(() => display.showMessage('One.'));
    act(() => display.showMessage('Two.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Two.');
    act(() => display.clearBlocks());
    expect(shown()).toHaveLength(0);
  });

  it('ERR-06 with no error block on the page, the message is shown in the error modal', () => {
    const display = createErrorDisplay();
    render(
      <ErrorDisplayProvider display={display}>
        <ErrorModal />
      </ErrorDisplayProvider>,
    );
    act(() => display.showMessage('Nowhere else to go.'));
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Nowhere else to go.');
  });
});

describe('reporting failed calls (ERR-01..ERR-05)', () => {
  it('ERR-01 ERR-02 a 400 writes its sentence into the error block', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    act(() =>
      display.report(
        new ApiFailure({
          status: 400,
          url: 'http://x/svc/ucaas/api/ucaas/account/1/users',
          body: { errors: [{ field: 'email', message: 'Enter a valid e-mail address.' }] },
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Enter a valid e-mail address.');
    act(() =>
      display.report(new ApiFailure({ status: 400, url: 'http://x/svc/ucaas/api/ucaas/account/1/users' })),
    );
    expect(screen.getByRole('alert').textContent).toContain(GENERIC_400);
  });

  it('ERR-03 a 5xx opens the error modal with the status, the URL and the body, as text and never HTML', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    const url = 'http://x/svc/ucaas/api/ucaas/account/1/info';
    act(() =>
      display.report(
        new ApiFailure({ status: 502, url, body: '<img src=x onerror="alert(1)"><b>Bad gateway</b>' }),
      ),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('502');
    expect(dialog.textContent).toContain(url);
    expect(dialog.querySelector('[data-error-body]')?.textContent).toBe(
      '<img src=x onerror="alert(1)"><b>Bad gateway</b>',
    );
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(shown()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(display.getSnapshot().modal).toBeUndefined();
  });

  it('ERR-03 a 404 shows its JSON body in the modal', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    act(() =>
      display.report(
        new ApiFailure({
          status: 404,
          url: 'http://x/svc/ucaas/api/ucaas/nothing',
          body: { status: 404, code: 'not_found', message: 'No such service call' },
        }),
      ),
    );
    const body = screen.getByRole('alertdialog').querySelector('[data-error-body]')?.textContent ?? '';
    expect(JSON.parse(body)).toEqual({ status: 404, code: 'not_found', message: 'No such service call' });
  });

  it('ERR-04 a failure on the legacy il family says the page is unavailable', () => {
    const display = createErrorDisplay();
    render(<Page display={display} />);
    act(() => display.report(new ApiFailure({ status: 500, url: 'http://x/svc/il/a', family: 'il' })));
    expect(screen.getByRole('alert').textContent).toContain(
      'Sorry, the page you are trying to access is currently unavailable. Please try again later.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('ERR-05 a failure on an exempt path is only logged', () => {
    const log = vi.fn();
    const display = createErrorDisplay({ log });
    render(<Page display={display} />);
    act(() => display.report(new ApiFailure({ status: 500, url: 'http://x/svc/hoteling/devices/4' })));
    expect(log).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

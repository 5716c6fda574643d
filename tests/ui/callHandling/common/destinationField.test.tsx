// @vitest-environment happy-dom
// The destination picker every call-handling form uses (CALL-03: call flows, schedules,
// auto-attendants): short visible labels under the legend, so that they stay short on a phone,
// and the whole ("When closed: which call queue") as the name a screen reader says, which holds
// the visible words too (label in name). The two selects stand one above the other on a phone
// (a media query; the Chromium walk looks at it at 390 px).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Destination } from '../../../../src/domain/schemas/callFlow';
import { DestinationField } from '../../../../src/screens/callHandling/common/DestinationField';
import { office } from '../../../unit/callFlow/fixtures';

afterEach(cleanup);

function Picker({ start }: { start: Destination }) {
  const [value, setValue] = useState<Destination | undefined>(start);
  return <DestinationField label="When closed" value={value} onChange={setValue} flow={office()} />;
}

/** The words shown on screen for a control: its <label>'s text. */
const visibleLabelOf = (control: HTMLElement) =>
  (
    control.ownerDocument.querySelector(`label[for="${control.id}"]`) ??
    control.closest('div')?.querySelector('label')
  )?.textContent;

describe('DestinationField', () => {
  it('CALL-03 shows short labels under the legend and says the whole, which holds them, to a screen reader', () => {
    const flow = office();
    render(<Picker start={{ kind: 'queue', id: flow.queues[0].id }} />);
    expect(screen.getByRole('group', { name: 'When closed' })).toBeTruthy();
    const where = screen.getByRole('combobox', { name: 'When closed: where' });
    expect(visibleLabelOf(where)).toBe('Where');
    const which = screen.getByRole('combobox', { name: 'When closed: which call queue' });
    expect(visibleLabelOf(which)).toBe('Which call queue');
    fireEvent.change(where, { target: { value: 'outside' } });
    const number = screen.getByRole('textbox', { name: 'When closed: Outside number' });
    expect(visibleLabelOf(number)).toBe('Outside number');
    expect(screen.queryByRole('combobox', { name: /which/ })).toBeNull();
    // Label in name: each name holds the words shown, for those who speak to click.
    for (const [control, name] of [
      [where, 'When closed: where'],
      [number, 'When closed: Outside number'],
    ] as const)
      expect(name.toLowerCase()).toContain(visibleLabelOf(control)?.toLowerCase());
  });

  it('CALL-03 every control is labelled (axe)', async () => {
    const flow = office();
    const { container } = render(<Picker start={{ kind: 'attendant', id: flow.attendants[0].id }} />);
    const check = () =>
      axe.run(container, {
        runOnly: { type: 'rule', values: ['label', 'select-name', 'aria-valid-attr-value', 'duplicate-id'] },
      });
    const selects = await check();
    expect(selects.violations.map((v) => v.id)).toEqual([]);
    expect(selects.passes.map((p) => p.id)).toContain('select-name');
    fireEvent.change(screen.getByRole('combobox', { name: 'When closed: where' }), {
      target: { value: 'outside' },
    });
    const number = await check();
    expect(number.violations.map((v) => v.id)).toEqual([]);
    expect(number.passes.map((p) => p.id)).toContain('label');
  });
});

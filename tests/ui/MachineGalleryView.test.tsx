// @vitest-environment happy-dom
// The gallery as a designer uses it: the machine's facts, where its actor is, the paths to play,
// the downloads; and the diagram highlights the states it is given.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutStatechart } from '../../machines/graph/layout';
import { toSvg } from '../../machines/graph/svg';
import { tokenMachine } from '../../machines/session/tokenMachine';
import {
  MachineGalleryView,
  type MachineGalleryViewProps,
} from '../../src/screens/machines/MachineGalleryView';

afterEach(cleanup);

async function renderGallery(overrides: Partial<MachineGalleryViewProps> = {}) {
  const laid = await layoutStatechart(tokenMachine);
  const props: MachineGalleryViewProps = {
    machines: [
      { id: 'token', title: 'Token lifecycle' },
      { id: 'resource', title: 'Loading a resource' },
    ],
    machine: {
      id: 'token',
      title: 'Token lifecycle',
      requirements: ['AUTH-01', 'AUTH-03'],
      source: 'machines/session/tokenMachine.ts',
      states: 6,
      transitions: 19,
    },
    diagram: { svg: toSvg(laid), width: laid.width, height: laid.height },
    highlight: {
      stateIds: ['token.valid'],
      edgeIds: ['token.signingIn:xstate.done.actor.signIn:0:token.valid'],
    },
    live: {
      state: 'valid',
      where: 'this tab',
      lastEvent: 'xstate.done.actor.signIn',
      history: [
        { n: 0, event: 'xstate.init', state: 'restoring' },
        { n: 1, event: 'xstate.done.actor.signIn', state: 'valid' },
      ],
    },
    coverage: { states: [6, 6], transitions: [19, 19] },
    paths: {
      kind: 'shortest',
      onKind: vi.fn(),
      items: [
        { n: 0, name: '(initial)', steps: 0 },
        { n: 1, name: 'error:restore → session.signIn', steps: 2 },
      ],
      onSelect: vi.fn(),
    },
    onShowSource: vi.fn(),
    onExport: vi.fn(),
    ...overrides,
  };
  render(<MachineGalleryView {...props} />);
  return props;
}

describe('MachineGalleryView', () => {
  it('AUTH-01 names the machine, its requirements, its source and coverage, and where its actor is', async () => {
    await renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Token lifecycle' })).toBeTruthy();
    expect(screen.getByText('AUTH-01')).toBeTruthy();
    expect(screen.getAllByText('machines/session/tokenMachine.ts').length).toBeGreaterThan(0);
    expect(screen.getByText(/paths cover 6 \/ 6 states, 19 \/ 19/)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Live state' }).textContent).toMatch(/Now in\s*valid/);
    const nav = screen.getByRole('navigation', { name: 'Machines' });
    expect(within(nav).getByRole('link', { name: 'Token lifecycle' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('draws every state and marks the active ones', async () => {
    await renderGallery();
    const region = screen.getByRole('region', { name: 'Token lifecycle statechart' });
    const valid = region.querySelector('[data-state-id="token.valid"]')!;
    expect(valid.hasAttribute('data-active')).toBe(true);
    expect(region.querySelector('[data-state-id="token.signedOut"]')!.hasAttribute('data-active')).toBe(
      false,
    );
    const edge = region.querySelector(
      '[data-edge-id="token.signingIn:xstate.done.actor.signIn:0:token.valid"]',
    )!;
    expect(edge.hasAttribute('data-active')).toBe(true);
  });

  it('downloads each export and plays a chosen path', async () => {
    const props = await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Download Mermaid' }));
    expect(props.onExport).toHaveBeenCalledWith('mermaid');
    fireEvent.click(screen.getByRole('button', { name: 'error:restore → session.signIn' }));
    expect(props.paths.onSelect).toHaveBeenCalledWith(1);
  });

  it('shows the step of a path being played, with its controls', async () => {
    const onStep = vi.fn();
    await renderGallery({
      playback: {
        name: 'error:restore → session.signIn',
        step: 1,
        frames: [
          { n: 0, state: 'restoring' },
          { n: 1, event: 'xstate.error.actor.restore', state: 'signedOut' },
          { n: 2, event: 'session.signIn', state: 'signingIn' },
        ],
        playing: false,
        onStep,
        onPlay: vi.fn(),
        onPause: vi.fn(),
        onStop: vi.fn(),
      },
    });
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(onStep).toHaveBeenCalledWith(2);
  });
});

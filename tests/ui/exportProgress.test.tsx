// @vitest-environment happy-dom
// The export flow every export button shares (useExport + ExportProgressView), with fake calls and
// fake timers: progress while the platform works, the file when it is ready, a failure that says
// what to do with Try again, and a cancel.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportProgressView } from '../../src/app/tasks/ExportProgressView';
import { type ExportCalls, type ExportStatus, useExport } from '../../src/app/tasks/useExport';

function Harness({ calls }: { calls: ExportCalls<{ report: string }> }) {
  const x = useExport(calls);
  return (
    <>
      <button type="button" onClick={() => x.start({ report: 'companySummary' })}>
        Export
      </button>
      <ExportProgressView
        phase={x.phase}
        what="the company summary"
        unit="rows"
        progress={x.progress}
        fileName={x.fileName}
        failure={x.reason}
        saving={x.saving}
        onCancel={x.cancel}
        onSave={x.save}
        onRetry={x.retry}
        onDismiss={x.reset}
      />
    </>
  );
}

const fakeCalls = (answers: ExportStatus[]) => {
  const log = { starts: 0, cancels: [] as string[], downloads: [] as string[] };
  let n = 0;
  const calls: ExportCalls<{ report: string }> = {
    start: async () => {
      log.starts++;
      return { exportId: `e-${log.starts}` };
    },
    poll: async () => answers[Math.min(n++, answers.length - 1)],
    cancel: async (id) => {
      log.cancels.push(id);
    },
    download: async (url) => {
      log.downloads.push(url);
      return new Blob(['a,b\n']);
    },
  };
  return { calls, log };
};

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('an export as a person sees it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('RPT-02 the export shows its progress while polled, then offers the file at the location the platform gave', async () => {
    const { calls, log } = fakeCalls([
      { state: 'running', done: 250, total: 1000 },
      { state: 'ready', url: '/exports/e-1/file', fileName: 'company-summary.csv' },
    ]);
    render(<Harness calls={calls} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByText('Export'));
    await tick(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Waiting for the platform');
    await tick(1000);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('250 of 1000 rows');
    await tick(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download company-summary.csv' }));
    await tick(0);
    expect(log.downloads).toEqual(['/exports/e-1/file']);
  });

  it('RPT-02 a failed export gives the platform’s reason and what to do, and Try again starts it anew', async () => {
    const { calls, log } = fakeCalls([
      { state: 'failed', reason: 'The report has too many rows.' },
      { state: 'ready', url: '/exports/e-2/file', fileName: 'r.csv' },
    ]);
    render(<Harness calls={calls} />);
    fireEvent.click(screen.getByText('Export'));
    await tick(1000);
    expect(screen.getByRole('alert').textContent).toContain('The report has too many rows. Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await tick(1000);
    expect(log.starts).toBe(2);
    expect(screen.getByRole('button', { name: 'Download r.csv' })).toBeTruthy();
  });

  it('RPT-02 Cancel the export stops it on the platform and says nothing was exported', async () => {
    const { calls, log } = fakeCalls([{ state: 'running' }]);
    render(<Harness calls={calls} />);
    fireEvent.click(screen.getByText('Export'));
    await tick(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the export' }));
    await tick(0);
    expect(log.cancels).toEqual(['e-1']);
    expect(screen.getByText('Export cancelled')).toBeTruthy();
  });
});

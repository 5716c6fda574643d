// The Greetings page as an account administrator meets it, against the platform in process
// (CALL-03, decision 0096): each of the account's announcements in a greeting panel, empty at
// first; a file uploaded plays at once; a file that is not audio is refused in words; a recording
// by phone shows its call with a cancel button, is polled by ticket on fake time until the
// platform's clock has passed its seconds, and then plays.
import { restoreNodeFormData } from './nodeFormData';
import '../../../support/happyDomPlatform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, count, eq } from 'drizzle-orm';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/platform';
import { audioRecordings, greetings } from '../../../../server/db/schema';
import { toneWav } from '../../../../src/domain/audio';
import { pageTests } from '../../../support/renderPage';

restoreNodeFormData();
const pages = pageTests();
const ADMIN = 'account administrator';
const db = () => pages.p.database.db;

const panel = (name: string) => screen.findByRole('region', { name });

function chooseFile(region: HTMLElement, file: File) {
  const input = within(region).getByLabelText('Upload a WAV or MP3 file (at most 5 MB)') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const accountGreetings = async (accountId: number, kind: string) =>
  db()
    .select()
    .from(greetings)
    .where(and(eq(greetings.accountId, accountId), eq(greetings.ownerKind, kind)));

afterEach(() => {
  vi.useRealTimers();
});

describe('the Greetings page', () => {
  it('CALL-03 REQ-02 shows each announcement, none yet at first; a WAV uploaded as a form plays at once', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/greetings');
    await screen.findByRole('heading', { level: 1, name: 'Greetings' });
    const monitoring = await panel('Call monitoring announcement');
    await panel('Call recording announcement');
    await within(monitoring).findByText(/No greeting yet/);

    chooseFile(monitoring, new File([toneWav(0.5)], 'Monitoring notice.wav', { type: 'audio/wav' }));
    const player = await within(monitoring).findByLabelText('Play the call monitoring announcement');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(within(monitoring).getByText(/^WAV · 0\.5 s · 4 KB · uploaded /)).toBeTruthy();
    const [stored] = await accountGreetings(admin.accountId, 'callMonitoring');
    expect(stored).toMatchObject({
      greetingKey: 'main',
      fileName: 'Monitoring notice.wav',
      source: 'upload',
    });
  });

  it('CALL-03 a file that is not audio is refused in words before it is sent, and nothing is stored', async () => {
    const admin = await pages.as(ADMIN);
    const before = (await db().select({ n: count() }).from(greetings))[0].n;
    let uploads = 0;
    pages.use(
      http.post(`${TEST_ORIGIN}/svc/appserver/rest/account/:accountId/greetings/*`, () => {
        uploads++;
        return undefined;
      }),
    );
    await pages.renderPage(ADMIN, '/management/m/greetings');
    const recording = await panel('Call recording announcement');
    await within(recording).findByText(/No greeting yet/);
    chooseFile(recording, new File(['<html>not audio</html>'], 'greeting.wav', { type: 'audio/wav' }));
    expect((await within(recording).findByRole('alert')).textContent).toContain('Choose a WAV or MP3 file.');
    expect(uploads).toBe(0);
    expect((await db().select({ n: count() }).from(greetings))[0].n).toBe(before);
    expect(await accountGreetings(admin.accountId, 'recordingRule')).toEqual([]);
  });

  it('CALL-03 a number that is not a phone number is refused with the platform’s words under the field', async () => {
    await pages.renderPage(ADMIN, '/management/m/greetings');
    const recording = await panel('Call recording announcement');
    const field = within(recording).getByRole('textbox', { name: 'Phone number to call' });
    fireEvent.change(field, { target: { value: 'call me' } });
    fireEvent.click(within(recording).getByRole('button', { name: 'Call me to record' }));
    await within(recording).findByText('This is not a phone number.');
    const again = within(recording).getByRole('textbox', { name: 'Phone number to call' });
    expect(again.getAttribute('aria-invalid')).toBe('true');
  });

  it('CALL-03 REQ-07 recording by phone: calling with a cancel button, polled by ticket on fake time until ready, then it plays', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/greetings');
    const recording = await panel('Call recording announcement');
    // From here the portal's timers are fake: the poll interval passes when the test says. They
    // also run on with real time, so that the request layer's own zero-delay timers fire. The
    // platform's clock is moved on its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.change(within(recording).getByRole('textbox', { name: 'Phone number to call' }), {
      target: { value: '+1 415 555 0199' },
    });
    fireEvent.click(within(recording).getByRole('button', { name: 'Call me to record' }));
    await within(recording).findByText(
      'Calling +1 415 555 0199… Answer, speak after the tone, then hang up.',
    );
    expect(within(recording).getByRole('button', { name: 'Cancel the recording' })).toBeTruthy();
    const [ticket] = await db()
      .select()
      .from(audioRecordings)
      .where(
        and(eq(audioRecordings.accountId, admin.accountId), eq(audioRecordings.ownerKind, 'recordingRule')),
      );
    expect(ticket).toMatchObject({ status: 'calling', callNumber: '+14155550199' });

    // A poll before the platform's time has passed: still calling.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(recording).getByRole('button', { name: 'Cancel the recording' })).toBeTruthy();
    pages.p.clock.advance(8);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await within(recording).findByText(/The recording is now the call recording announcement/);
    const player = await within(recording).findByLabelText('Play the call recording announcement');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(within(recording).getByText(/^WAV · 2 s · 16 KB · recorded /)).toBeTruthy();
    const [saved] = await accountGreetings(admin.accountId, 'recordingRule');
    expect(saved).toMatchObject({ source: 'phone', fileName: `recording-${ticket.id}.wav` });
  });

  it('CALL-03 a recording cancelled while calling ends the call and leaves the greeting as it was', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/greetings');
    const monitoring = await panel('Call monitoring announcement');
    // The upload of the first test plays here.
    await within(monitoring).findByLabelText('Play the call monitoring announcement');
    fireEvent.change(within(monitoring).getByRole('textbox', { name: 'Phone number to call' }), {
      target: { value: '4155550123' },
    });
    fireEvent.click(within(monitoring).getByRole('button', { name: 'Call me to record' }));
    fireEvent.click(await within(monitoring).findByRole('button', { name: 'Cancel the recording' }));
    await within(monitoring).findByText('Recording cancelled');
    expect(within(monitoring).getByRole('button', { name: 'Call 4155550123 again' })).toBeTruthy();
    const tickets = await db()
      .select({ status: audioRecordings.status })
      .from(audioRecordings)
      .where(
        and(eq(audioRecordings.accountId, admin.accountId), eq(audioRecordings.ownerKind, 'callMonitoring')),
      );
    expect(tickets).toEqual([{ status: 'cancelled' }]);
    await waitFor(async () =>
      expect((await accountGreetings(admin.accountId, 'callMonitoring'))[0].source).toBe('upload'),
    );
  });
});

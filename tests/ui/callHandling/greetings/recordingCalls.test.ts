// The greeting calls of the request layer (CALL-03): the recording's status is never answered
// from the cache (REQ-07), however often it is polled, nor is a greeting's audio (a new one is
// uploaded or recorded under the same address); an upload is a multipart/form-data POST (REQ-02).
import { describe, expect, it } from 'vitest';
import { getGreeting, getRecording, uploadGreeting } from '../../../../src/api/callHandling/greetings';
import { fakeClient, json } from '../../../unit/api/support';

const greeting = { accountId: 3, ownerKind: 'callQueue' as const, ownerId: 12, greetingKey: 'main' };

describe('the greeting calls', () => {
  it('CALL-03 REQ-07 each poll of a recording asks the platform again: its status is never cached', async () => {
    let n = 0;
    const { api, requests } = fakeClient({
      answer: () => json({ ticketId: 9, status: ++n < 3 ? 'calling' : 'ready' }),
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await getRecording(api, 3, 9)).status);
    expect(statuses).toEqual(['calling', 'calling', 'ready']);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(
      Array(3).fill('/svc/appserver/rest/account/3/audioRecordings/9'),
    );
  });

  it('CALL-03 a greeting’s audio is read again each time, and an upload is one file in a multipart/form-data POST', async () => {
    const { api, requests } = fakeClient({
      answer: (req) =>
        req.method === 'GET'
          ? new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/wav' } })
          : json({ greetingId: 1 }, 201),
    });
    await getGreeting(api, greeting);
    await getGreeting(api, greeting);
    await uploadGreeting(api, greeting, new Blob(['RIFF']), 'hello.wav');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
    const upload = requests[2];
    expect(new URL(upload.url).pathname).toBe('/svc/appserver/rest/account/3/greetings/callQueue/12/main');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers.get('authorization')).toBe('Bearer tok-1');
    const form = await upload.formData();
    expect((form.get('file') as File).name).toBe('hello.wav');
  });
});

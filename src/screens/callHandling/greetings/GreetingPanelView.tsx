// One greeting of one owner (CALL-03): what plays now, a file to upload instead, and a recording
// by phone with its progress. Props only; GreetingPanel.tsx connects it to the platform and the
// recording machine.
import { useId } from 'react';
import type { RecordingPhase } from '../../../../machines/tasks/recordingMachine';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { useFormat } from '../../../ui/format/FormatContext';
import { LoadingState } from '../../../ui/LoadingState';
import { muted, stack, toolbar } from '../../../ui/layout.css';
import { TextField } from '../../../ui/TextField';

/** What plays now. */
export type CurrentGreeting =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'unavailable'; message: string }
  | {
      state: 'ready';
      /** An object URL of the bytes (fetched with the session's token). */
      url: string;
      contentType: string;
      byteSize: number;
      durationMs?: number;
      /** When it was saved, when the portal knows (after an upload or a recording here). */
      savedAt?: string;
      source?: 'upload' | 'phone';
    };

export interface RecordingView {
  phase: RecordingPhase;
  phoneNumber: string;
  /** The platform's words about the number (a refused start). */
  phoneError?: string;
  /** Why a recording failed, in words. */
  failure?: string;
}

export interface GreetingPanelViewProps {
  /** What the greeting is, e.g. "Welcome greeting": the card's heading. */
  label: string;
  level?: 2 | 3;
  current: CurrentGreeting;
  /** The caller may upload and record (update on the owner's resource). */
  canChange: boolean;
  uploading: boolean;
  uploadError?: string;
  onFile(file: File): void;
  recording: RecordingView;
  onPhoneNumber(text: string): void;
  onRecord(): void;
  onCancelRecording(): void;
  onRetryRecording(): void;
  onResetRecording(): void;
}

const KIND: Record<string, string> = { 'audio/wav': 'WAV', 'audio/mpeg': 'MP3' };

/** What plays now: the player and its facts. Also the receptionist console's playback of watched greetings. */
export function CurrentPart(props: { current: CurrentGreeting; label: string }) {
  const format = useFormat();
  const { current } = props;
  if (current.state === 'loading') return <LoadingState label="Loading the greeting…" />;
  if (current.state === 'none')
    return (
      <p className={muted}>
        No greeting yet: callers hear the standard one. Upload a file or record one by phone.
      </p>
    );
  if (current.state === 'unavailable')
    return (
      <Alert variant="warning" title="The greeting could not be loaded">
        {current.message}
      </Alert>
    );
  const facts = [
    KIND[current.contentType] ?? current.contentType,
    current.durationMs === undefined
      ? undefined
      : `${format.number(current.durationMs / 1000, { maximumFractionDigits: 1 })} s`,
    `${format.number(Math.max(1, Math.round(current.byteSize / 1024)))} KB`,
    current.savedAt
      ? `${current.source === 'phone' ? 'recorded' : 'uploaded'} ${format.dateTime(current.savedAt)}`
      : undefined,
  ].filter(Boolean);
  return (
    <div className={stack}>
      {/* biome-ignore lint/a11y/useMediaCaption: a greeting is speech the admin recorded or uploaded; there is no caption track to offer */}
      <audio
        controls
        src={current.url}
        aria-label={`Play the ${props.label.toLowerCase()}`}
        preload="metadata"
      />
      <p className={muted}>{facts.join(' · ')}</p>
    </div>
  );
}

function RecordPart(props: GreetingPanelViewProps) {
  const { recording: r } = props;
  const form = (
    <form
      className={toolbar}
      onSubmit={(e) => {
        e.preventDefault();
        props.onRecord();
      }}
    >
      <TextField
        label="Phone number to call"
        description="The platform calls this number; answer, speak after the tone, then hang up."
        value={r.phoneNumber}
        onChange={props.onPhoneNumber}
        isInvalid={r.phoneError !== undefined}
        errorMessage={r.phoneError}
        type="tel"
        autoComplete="tel"
      />
      <Button type="submit" variant="secondary" isDisabled={r.phoneNumber.trim() === ''}>
        Call me to record
      </Button>
    </form>
  );
  const again = (
    <div className={toolbar}>
      <Button variant="secondary" onPress={props.onRetryRecording}>
        Call {r.phoneNumber} again
      </Button>
      <Button variant="quiet" onPress={props.onResetRecording}>
        Use another number
      </Button>
    </div>
  );
  switch (r.phase) {
    case 'idle':
      return form;
    case 'calling':
      return (
        <div className={stack}>
          <LoadingState label={`Calling ${r.phoneNumber}… Answer, speak after the tone, then hang up.`} />
          <div className={toolbar}>
            <Button variant="danger" onPress={props.onCancelRecording}>
              Cancel the recording
            </Button>
          </div>
        </div>
      );
    case 'cancelling':
      return <LoadingState label="Ending the call…" />;
    case 'ready':
      return (
        <div className={stack}>
          <Alert variant="success" title="Recorded">
            The recording is now the {props.label.toLowerCase()}. Play it above.
          </Alert>
          <div className={toolbar}>
            <Button variant="secondary" onPress={props.onResetRecording}>
              Record again
            </Button>
          </div>
        </div>
      );
    case 'timedOut':
      return (
        <div className={stack}>
          <Alert variant="warning" title="No recording arrived">
            Nothing was recorded within 2 minutes, so the call was ended. The greeting has not changed.
          </Alert>
          {again}
        </div>
      );
    case 'cancelled':
      return (
        <div className={stack}>
          <Alert variant="info" title="Recording cancelled">
            The call was ended. The greeting has not changed.
          </Alert>
          {again}
        </div>
      );
    case 'failed':
      // A number the platform refused: the form again, the words under the field.
      if (r.phoneError !== undefined) return form;
      return (
        <div className={stack}>
          <Alert variant="error" title="The recording failed">
            {r.failure ?? 'The recording could not be made.'} The greeting has not changed.
          </Alert>
          {again}
        </div>
      );
  }
}

function SubHeading(props: { level: number; children: string }) {
  const Heading = props.level >= 4 ? 'h4' : 'h3';
  return <Heading>{props.children}</Heading>;
}

export function GreetingPanelView(props: GreetingPanelViewProps) {
  const fileId = useId();
  const errorId = useId();
  return (
    <Card title={props.label} level={props.level ?? 2}>
      <div className={stack}>
        <CurrentPart current={props.current} label={props.label} />
        {props.canChange ? (
          <>
            <div className={stack}>
              <label htmlFor={fileId}>Upload a WAV or MP3 file (at most 5 MB)</label>
              <input
                id={fileId}
                type="file"
                accept=".wav,.mp3,audio/wav,audio/mpeg"
                disabled={props.uploading}
                aria-invalid={props.uploadError ? true : undefined}
                aria-describedby={props.uploadError ? errorId : undefined}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) props.onFile(f);
                  e.target.value = '';
                }}
              />
              {props.uploading ? <LoadingState label="Uploading…" /> : null}
              {props.uploadError ? (
                <Alert variant="error" id={errorId}>
                  {props.uploadError}
                </Alert>
              ) : null}
            </div>
            <SubHeading level={(props.level ?? 2) + 1}>Record by phone</SubHeading>
            <RecordPart {...props} />
          </>
        ) : (
          <p className={muted}>You may listen to this greeting; changing it needs another role.</p>
        )}
      </div>
    </Card>
  );
}

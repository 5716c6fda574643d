// One recording opened (REC-01): the audio (the native player, whose controls seek by keyboard,
// and a waveform drawn from the WAV's samples that seeks where it is clicked), the transcription
// beside it (a segment seeks to where it starts), and the comments with a box to add one.
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { formatPhone } from '../../domain/phone';
import type { RecordingComment, RecordingItem, Transcription } from '../../domain/schemas/recording';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useFormat } from '../../ui/format/FormatContext';
import { muted, stack } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { player, segment, segmentTime, waveform } from './recordings.css';

export interface RecordingPanelProps {
  recording: RecordingItem;
  /** The audio's link (C-263); undefined while it is asked for. */
  audioUrl?: string;
  /** Peaks of the waveform, 0..1, when the audio's samples were read. */
  peaks?: number[];
  transcription?: Transcription;
  transcriptionMissing: boolean;
  comments?: RecordingComment[];
  commentPending: boolean;
  commentError?: string;
  onComment: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** m:ss of a number of milliseconds. */
export const clockOf = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Peaks of 16-bit mono PCM in a WAV, `bars` of them; undefined for anything else. */
export function wavPeaks(bytes: ArrayBuffer, bars = 120): number[] | undefined {
  const view = new DataView(bytes);
  if (bytes.byteLength < 44 || view.getUint32(0, false) !== 0x52494646) return undefined;
  const samples = Math.floor((bytes.byteLength - 44) / 2);
  if (samples < bars) return undefined;
  const per = Math.floor(samples / bars);
  const peaks: number[] = [];
  for (let b = 0; b < bars; b++) {
    let peak = 0;
    for (let i = 0; i < per; i += 4)
      peak = Math.max(peak, Math.abs(view.getInt16(44 + (b * per + i) * 2, true)));
    peaks.push(peak / 32768);
  }
  const top = Math.max(...peaks, 0.01);
  return peaks.map((p) => p / top);
}

/** The bars of the waveform as one path: a bar per peak, centred on the middle line. */
const waveformPath = (peaks: number[]) =>
  peaks
    .map((p, i) => {
      const h = Math.max(1, p * 96);
      return `M${i + 0.15} ${50 - h / 2}h0.7v${h}h-0.7z`;
    })
    .join('');

export function RecordingPanel(props: RecordingPanelProps) {
  const f = useFormat();
  const audio = useRef<HTMLAudioElement>(null);
  const [comment, setComment] = useState('');
  const r = props.recording;
  const seek = (ms: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = ms / 1000;
    void el.play?.()?.catch?.(() => {});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await props.onComment(comment)) setComment('');
  };
  const bars = useMemo(() => props.peaks ?? [], [props.peaks]);
  // A new recording starts from its beginning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the recording is the trigger
  useEffect(() => setComment(''), [r.id]);
  return (
    <Card
      title={`Recording of ${f.dateTime(r.startedAt)}`}
      actions={
        <Button variant="secondary" onPress={props.onClose}>
          Close
        </Button>
      }
    >
      <div className={stack}>
        <p className={muted}>
          {r.userName ?? 'No user'} · {r.queueName ?? 'No queue'} · {r.direction} ·{' '}
          {formatPhone(r.fromNumber)} → {formatPhone(r.toNumber)} · {clockOf(r.durationSeconds * 1000)}
        </p>
        {/* biome-ignore lint/a11y/useMediaCaption: a call has no captions; its transcription is beside it */}
        <audio
          ref={audio}
          className={player}
          controls
          preload="metadata"
          src={props.audioUrl}
          aria-label="Recording audio"
        />
        {bars.length > 0 && (
          <button
            type="button"
            className={segment}
            aria-label="Waveform: play from where you click"
            onClick={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              const at = box.width && e.clientX ? (e.clientX - box.left) / box.width : 0;
              seek(at * r.durationSeconds * 1000);
            }}
          >
            <svg
              className={waveform}
              viewBox={`0 0 ${bars.length} 100`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <path d={waveformPath(bars)} fill="currentColor" />
            </svg>
          </button>
        )}
        <section aria-label="Transcription">
          <h3>Transcription</h3>
          {props.transcription ? (
            <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {props.transcription.segments.map((s) => (
                <li key={s.startMs}>
                  <button type="button" className={segment} onClick={() => seek(s.startMs)}>
                    <span className={segmentTime}>{clockOf(s.startMs)}</span>
                    {s.text}
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className={muted}>
              {props.transcriptionMissing ? 'This recording has no transcription.' : 'Loading…'}
            </p>
          )}
        </section>
        <section aria-label="Comments">
          <h3>Comments</h3>
          {props.comments === undefined ? (
            <p className={muted}>Loading…</p>
          ) : props.comments.length === 0 ? (
            <p className={muted}>No comments yet.</p>
          ) : (
            <ul style={{ paddingInlineStart: '1rem' }}>
              {props.comments.map((c) => (
                <li key={c.id}>
                  <strong>{c.authorName ?? 'Someone'}</strong>{' '}
                  <span className={muted}>{f.dateTime(c.createdAt)}</span>
                  <div>{c.text}</div>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} className={stack}>
            <TextField
              label="Add a comment"
              value={comment}
              onChange={setComment}
              isInvalid={Boolean(props.commentError)}
              errorMessage={props.commentError}
            />
            <div>
              <Button type="submit" isPending={props.commentPending}>
                Add comment
              </Button>
            </div>
          </form>
          {props.commentError && !comment && <Alert>{props.commentError}</Alert>}
        </section>
      </div>
    </Card>
  );
}

// The greetings of the extensions a console watches (C-404): whose, which greeting and its file,
// each with a Play button; the greeting chosen plays below the table, in the greetings screen's
// own player. Props only: WatchedGreetings.tsx loads the list and the audio.
import type { ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { stack } from '../../../ui/layout.css';

export interface WatchedGreetingRow {
  id: number;
  /** "Ana Lopez (201)". */
  extension: string;
  /** "Main greeting". */
  kind: string;
  fileName: string;
}

export interface WatchedGreetingsViewProps {
  /** Undefined while loading. */
  greetings: readonly WatchedGreetingRow[] | undefined;
  error?: string;
  /** The greeting playing, if one was chosen. */
  playing?: { row: WatchedGreetingRow; player: ReactNode };
  onPlay: (id: number) => void;
}

export function WatchedGreetingsView({ greetings, error, playing, onPlay }: WatchedGreetingsViewProps) {
  return (
    <Card title="Greetings of the watched extensions">
      <div className={stack}>
        {error ? (
          <Alert variant="error" title="The greetings could not be read">
            {error}
          </Alert>
        ) : (
          <DataTable
            caption="Greetings of the watched extensions"
            hideCaption
            rows={greetings ?? []}
            loading={!greetings}
            loadingText="Loading the greetings…"
            emptyText="None of the watched extensions has a greeting of its own: callers hear the standard one."
            rowKey={(g) => g.id}
            columns={[
              { key: 'extension', header: 'Extension' },
              { key: 'kind', header: 'Greeting' },
              { key: 'fileName', header: 'File' },
              {
                key: 'play',
                header: 'Listen',
                render: (g) => (
                  <Button
                    variant="secondary"
                    aria-label={`Play: ${g.kind} of ${g.extension}`}
                    isDisabled={playing?.row.id === g.id}
                    onPress={() => onPlay(g.id)}
                  >
                    Play
                  </Button>
                ),
              },
            ]}
          />
        )}
        {playing ? (
          <section aria-label={`${playing.row.kind} of ${playing.row.extension}`} className={stack}>
            <h3>
              {playing.row.kind} of {playing.row.extension}
            </h3>
            {playing.player}
          </section>
        ) : null}
      </div>
    </Card>
  );
}

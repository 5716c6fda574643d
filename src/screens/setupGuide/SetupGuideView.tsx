// The setup guide (MISC-03, decision 0116): the steps of a new account, each done or not by what
// the account holds, with progress, and a link to where each step is done. Props only.

import { messageText } from '../../domain/messageTexts';
import type { SetupGuideState } from '../../domain/setupGuide';
import { SETUP_STEPS, setupProgress } from '../../domain/setupGuide';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { stack } from '../../ui/layout.css';
import { ProgressBar } from '../../ui/ProgressBar';

/** `texts`: the account's edits of the guide's texts by key (MISC-02); the defaults where none. */
export function SetupGuideView(props: { guide: SetupGuideState; texts?: Readonly<Record<string, string>> }) {
  const t = (key: string) => messageText(props.texts ?? {}, key);
  const progress = setupProgress(props.guide.steps);
  return (
    <div className={stack}>
      <p>{t('setupGuide.intro')}</p>
      <ProgressBar
        label={`Setup: ${progress.done} of ${progress.total} steps done`}
        value={progress.done}
        maxValue={progress.total}
      />
      {progress.complete ? <p>Your account is set up. Everything the guide asks for is done.</p> : null}
      <ol className={stack} aria-label="Setup steps">
        {props.guide.steps.map((s) => {
          const step = SETUP_STEPS[s.id];
          return (
            <li key={s.id}>
              <Card
                title={step.title}
                level={2}
                actions={<Badge tone={s.done ? 'success' : 'neutral'}>{s.done ? 'Done' : 'To do'}</Badge>}
              >
                <p>{t(`setupGuide.${s.id}.text`)}</p>
                {s.id === 'mainNumberCallFlow' && props.guide.mainNumber ? (
                  <p>Your main number is {props.guide.mainNumber}.</p>
                ) : null}
                <Link href={step.href}>{step.action}</Link>
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

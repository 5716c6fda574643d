// The setup guide (MISC-03, decision 0116): the steps of a new account, each done or not by what
// the account holds, with progress, and a link to where each step is done. Props only.
import type { ReactNode } from 'react';
import { messageText } from '../../domain/messageTexts';
import type { SetupGuideState } from '../../domain/setupGuide';
import { SETUP_STEPS, setupProgress } from '../../domain/setupGuide';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { stack } from '../../ui/layout.css';
import { ProgressBar } from '../../ui/ProgressBar';
import { editableText } from '../common/MessageTextEdit.css';

/**
 * `text(key)`: the guide's texts as the account has them (MISC-02; the defaults when left out);
 * `edit(key)`: the key tool's affordance beside a text, when it is on.
 */
export function SetupGuideView(props: {
  guide: SetupGuideState;
  text?: (key: string) => string;
  edit?: (key: string) => ReactNode;
}) {
  const t = props.text ?? ((key: string) => messageText({}, key));
  const edit = props.edit ?? (() => null);
  const progress = setupProgress(props.guide.steps);
  return (
    <div className={stack}>
      <div className={editableText}>
        <p>{t('setupGuide.intro')}</p>
        {edit('setupGuide.intro')}
      </div>
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
                title={t(`setupGuide.${s.id}.title`)}
                level={2}
                actions={<Badge tone={s.done ? 'success' : 'neutral'}>{s.done ? 'Done' : 'To do'}</Badge>}
              >
                {props.edit ? <div className={editableText}>{edit(`setupGuide.${s.id}.title`)}</div> : null}
                <div className={editableText}>
                  <p>{t(`setupGuide.${s.id}.text`)}</p>
                  {edit(`setupGuide.${s.id}.text`)}
                </div>
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

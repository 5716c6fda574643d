// One's own secret question on My security (issue 23, SEC-02; C-200, C-201, C-203): the question
// chosen (never the answer, which is stored hashed) and a form to set or change it.
import { type FormEvent, useState } from 'react';
import { getOwnSecretQuestion, listSecretQuestions, saveOwnSecretQuestion } from '../../../api/passwords';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { SecretQuestion } from '../../../domain/security/passwords';
import { secretQuestionAnswerSchema } from '../../../domain/security/passwords';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Form } from '../../../ui/Form';
import { LoadingState } from '../../../ui/LoadingState';
import { muted, stack, toolbar } from '../../../ui/layout.css';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useFieldErrors } from '../../common/useFieldErrors';
import { shownHere, type WriteState, writeStateOf } from '../../common/writeState';

export interface SecretQuestionFormProps {
  questions: readonly SecretQuestion[];
  /** The question set now, if any. */
  currentId: number | null;
  state: WriteState;
  onSave(body: { question_id: number; answer: string }): void;
}

export function SecretQuestionForm({ questions, currentId, state, onSave }: SecretQuestionFormProps) {
  const [questionId, setQuestionId] = useState(String(currentId ?? questions[0]?.id ?? ''));
  const [answer, setAnswer] = useState('');
  const errors = useFieldErrors(state.errors);
  const current = questions.find((q) => q.id === currentId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = secretQuestionAnswerSchema.safeParse({ question_id: Number(questionId), answer });
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
      errors.checked(found);
      return;
    }
    errors.checked({});
    onSave(result.data);
  }

  return (
    <Form onSubmit={submit} aria-label="Secret question">
      <div className={stack}>
        <p className={muted}>
          {current
            ? `Your question: ${current.question} Your answer is kept hashed; type a new one to change it.`
            : 'You have no secret question yet. It helps prove who you are if you lose your password.'}
        </p>
        <SelectField
          label="Question"
          value={questionId}
          options={questions.map((q) => ({ value: String(q.id), label: q.question }))}
          onChange={(v) => {
            setQuestionId(v);
            errors.changed('question_id');
          }}
        />
        <TextField
          label="Answer"
          description="Upper and lower case and extra spaces do not matter."
          autoComplete="off"
          value={answer}
          onChange={(v) => {
            setAnswer(v);
            errors.changed('answer');
          }}
          isInvalid={errors.error('answer') !== undefined}
          errorMessage={errors.error('answer')}
        />
        {state.message ? (
          <Alert variant="error" title="The secret question was not saved">
            {state.message}
          </Alert>
        ) : null}
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        <div className={toolbar}>
          <Button type="submit" isPending={state.pending}>
            {current ? 'Change secret question' : 'Save secret question'}
          </Button>
        </div>
      </div>
    </Form>
  );
}

export function MySecretQuestionSection() {
  const { api } = useSessionContext();
  const questions = useResource(['secretQuestions'], (s) => listSecretQuestions(api, s), {
    handled: allHandled,
  });
  const own = useResource(['ownSecretQuestion'], (s) => getOwnSecretQuestion(api, s), {
    handled: allHandled,
  });
  const [said, setSaid] = useState<string>();
  const save = useAction(
    async (body: { question_id: number; answer: string }) => {
      await saveOwnSecretQuestion(api, body);
      setSaid('Your secret question is saved.');
      own.reload();
    },
    { handled: shownHere },
  );
  return (
    <Card title="Secret question">
      {questions.data && own.data ? (
        <SecretQuestionForm
          key={own.data.question_id ?? 0}
          questions={questions.data.items}
          currentId={own.data.question_id}
          state={writeStateOf(save as Action<never>, said)}
          onSave={(body) => {
            setSaid(undefined);
            void save.run(body);
          }}
        />
      ) : questions.failed || own.failed ? (
        <Alert variant="error" title="Your secret question did not load">
          <p>Try again in a moment.</p>
          <Button
            variant="secondary"
            onPress={() => {
              questions.reload();
              own.reload();
            }}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading your secret question…" />
      )}
    </Card>
  );
}

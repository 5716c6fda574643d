// Secret questions (issue 23, SEC-02; decision 0108): the questions to choose from (C-203 in the
// auth family, C-164 as the ucaas lookup), and one's own question and answer (C-200..C-202).
import { SECRET_QUESTIONS, secretQuestionAnswerSchema } from '../../../src/domain/security/passwords';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { selfOf } from './currentPassword';
import { saveSecretQuestion, secretQuestionOf } from './secretQuestionStore';

const allQuestions = () => ({ total: SECRET_QUESTIONS.length, items: SECRET_QUESTIONS });

export function secretQuestionRoutes(deps: Deps): SecureRouter {
  return secureRouter(deps)
    .get(
      '/v1/all-secret-questions',
      { catalogue: ['C-203'], session: true, summary: 'The secret questions a user may choose from' },
      (c) => c.json(allQuestions()),
    )
    .get(
      '/v1/secret-question',
      {
        catalogue: ['C-200'],
        session: true,
        summary: 'One’s own secret question (never the answer); question_id null when none is set',
      },
      async (c) => c.json(await secretQuestionOf(deps.db, c.get('principal').userId)),
    )
    .post(
      '/v1/secret-question',
      {
        catalogue: ['C-202'],
        session: true,
        body: secretQuestionAnswerSchema,
        summary: 'Set one’s first secret question and answer (the answer is stored hashed)',
      },
      async (c, { body }) => c.json(await saveSecretQuestion(deps, await selfOf(deps, c), body, true), 201),
    )
    .put(
      '/v1/secret-question',
      {
        catalogue: ['C-201'],
        session: true,
        body: secretQuestionAnswerSchema,
        summary: 'Set or change one’s secret question and answer (the answer is stored hashed)',
      },
      async (c, { body }) => c.json(await saveSecretQuestion(deps, await selfOf(deps, c), body, false)),
    );
}

/** C-164: the same list as the ucaas lookup. */
export function secretQuestionLookupRoutes(deps: Deps): SecureRouter {
  return secureRouter(deps).get(
    '/api/ucaas/lookup/securityQuestions',
    { catalogue: ['C-164'], session: true, summary: 'The secret questions a user may choose from' },
    (c) => c.json(allQuestions()),
  );
}

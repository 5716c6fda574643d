// A user's secret question (issue 23, SEC-02; decision 0108): the answer is normalised (case,
// spaces) and hashed like a password; it is never answered back.
import { eq } from 'drizzle-orm';
import {
  normaliseAnswer,
  SECRET_QUESTIONS,
  type SecretQuestionAnswer,
} from '../../../src/domain/security/passwords';
import { hashPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { secretAnswers, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Deps } from '../../http/types';

export interface SecretQuestionView {
  userId: number;
  question_id: number | null;
  question: string | null;
  updatedAt: string | null;
}

export async function secretQuestionOf(db: DbOrTx, userId: number): Promise<SecretQuestionView> {
  const [row] = await db.select().from(secretAnswers).where(eq(secretAnswers.userId, userId));
  const question = row ? SECRET_QUESTIONS.find((q) => q.id === row.questionId) : undefined;
  return {
    userId,
    question_id: row?.questionId ?? null,
    question: question?.question ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Sets the question and answer; `create`: refused when the user already has one (POST). */
export async function saveSecretQuestion(
  deps: Deps,
  user: { id: number; accountId: number },
  body: SecretQuestionAnswer,
  create: boolean,
) {
  if (create) {
    const [existing] = await deps.db
      .select({ userId: secretAnswers.userId })
      .from(secretAnswers)
      .where(eq(secretAnswers.userId, user.id));
    if (existing) {
      throw new ApiError(409, 'conflict', 'You already have a secret question. Change it instead.');
    }
  }
  const values = {
    questionId: body.question_id,
    answerHash: await hashPassword(normaliseAnswer(body.answer)),
    updatedAt: deps.now(),
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(secretAnswers)
      .values({ userId: user.id, accountId: user.accountId, ...values })
      .onConflictDoUpdate({ target: secretAnswers.userId, set: values });
    // The user's record names the question too (secretQuestionId, cat §3).
    await tx.update(users).set({ secretQuestionId: body.question_id }).where(eq(users.id, user.id));
  });
  return secretQuestionOf(deps.db, user.id);
}

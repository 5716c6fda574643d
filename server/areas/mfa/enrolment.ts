// A signed-in user's own enrolment (C-214 start, C-209 confirm): an authenticator shows its
// secret once (text, URI, QR code); e-mail codes send a first code. A method counts once its
// first code is confirmed; the first confirmed method brings a set of recovery codes, shown once.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MfaKind } from '../../../src/domain/security/mfa';
import { openSecret } from '../../crypto/secretBox';
import { mfaChallenges, mfaMethods, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { queueMail } from '../../mail/outbox';
import {
  methodsOf,
  methodUsed,
  methodView,
  newChallengeToken,
  newEmailCode,
  newRecoveryCodes,
  recoveryCodesLeft,
  sha256,
  startMethod,
} from './mfaStore';
import { EMAIL_CODE_TTL_SECONDS, MAX_ATTEMPTS } from './secondFactor';
import { acceptedStep } from './totp';

const wrongCode = (attemptsLeft?: number) =>
  new ApiError(
    400,
    'validation_failed',
    'The code is incorrect or has expired.',
    [{ field: 'code', message: 'The code is incorrect or has expired.' }],
    attemptsLeft === undefined ? {} : { attemptsLeft },
  );

async function userOf(deps: Deps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
}

export async function startOwnMethod(deps: Deps, userId: number, kind: MfaKind, label?: string) {
  const user = await userOf(deps, userId);
  const started = await startMethod(deps, user, kind, label);
  if (kind === 'totp') return { method: methodView(started.method), ...started.enrolment! };
  const code = newEmailCode();
  const { held } = await queueMail(deps, [
    {
      accountId: user.accountId,
      userId: user.id,
      kind: 'mfaCode',
      to: user.email,
      subject: 'Confirm e-mail codes for signing in',
      body: `Hello ${user.firstName},\n\nYour confirmation code is ${code}. It works for ${EMAIL_CODE_TTL_SECONDS / 60} minutes.\n`,
    },
  ]);
  if (held.length > 0)
    throw new ApiError(
      429,
      'too_many_emails',
      'Too many codes were sent to your e-mail in the last hour. Try again later.',
    );
  const now = deps.now();
  const [challenge] = await deps.db
    .insert(mfaChallenges)
    .values({
      accountId: user.accountId,
      userId: user.id,
      purpose: 'enrol',
      tokenHash: sha256(newChallengeToken()),
      methodId: started.method.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
      emailCodeExpiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
    })
    .returning();
  await deps.db
    .update(mfaChallenges)
    .set({ emailCodeHash: sha256(`${challenge!.id}:${code}`) })
    .where(eq(mfaChallenges.id, challenge!.id));
  return { method: methodView(started.method), sentTo: user.email };
}

/** C-209: confirms one's own pending method with its first code. */
export async function confirmOwnMethod(deps: Deps, userId: number, methodId: number, code: string) {
  const [method] = await deps.db
    .select()
    .from(mfaMethods)
    .where(and(eq(mfaMethods.id, methodId), eq(mfaMethods.userId, userId), isNull(mfaMethods.confirmedAt)));
  if (!method) throw notFound('There is no method waiting for confirmation. Start again.');
  let step: number | undefined;
  if (method.kind === 'totp') {
    step = acceptedStep(
      await openSecret(deps, deps.db, method.secretSealed!),
      code,
      deps.now(),
      method.lastStep,
    );
    if (step === undefined) throw wrongCode();
  } else {
    const [challenge] = await deps.db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.methodId, method.id),
          eq(mfaChallenges.purpose, 'enrol'),
          isNull(mfaChallenges.usedAt),
        ),
      )
      .orderBy(desc(mfaChallenges.id))
      .limit(1);
    const live = challenge && challenge.expiresAt > deps.now();
    if (!live || challenge.emailCodeHash !== sha256(`${challenge.id}:${code}`)) {
      if (challenge) {
        const attempts = challenge.attempts + 1;
        await deps.db
          .update(mfaChallenges)
          .set({ attempts, ...(attempts >= MAX_ATTEMPTS ? { usedAt: deps.now() } : {}) })
          .where(eq(mfaChallenges.id, challenge.id));
        throw wrongCode(Math.max(0, MAX_ATTEMPTS - attempts));
      }
      throw wrongCode(0);
    }
    await deps.db.update(mfaChallenges).set({ usedAt: deps.now() }).where(eq(mfaChallenges.id, challenge.id));
  }
  await methodUsed(deps.db, method, deps.now(), step);
  const user = await userOf(deps, userId);
  const recoveryCodes =
    (await recoveryCodesLeft(deps.db, userId)) === 0 ? await newRecoveryCodes(deps, user) : undefined;
  const [confirmed] = await deps.db.select().from(mfaMethods).where(eq(mfaMethods.id, method.id));
  return { method: methodView(confirmed!), ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/** One's own methods (C-213). */
export async function ownMethods(deps: Deps, user: { userId: number }, enforced: boolean) {
  const items = (await methodsOf(deps.db, user.userId)).map(methodView);
  return { items, recoveryCodesLeft: await recoveryCodesLeft(deps.db, user.userId), enforced };
}

export async function ownRecoveryCodes(deps: Deps, userId: number) {
  if ((await methodsOf(deps.db, userId)).length === 0)
    throw new ApiError(400, 'bad_request', 'Set up an authenticator app or e-mail codes first.');
  return { recoveryCodes: await newRecoveryCodes(deps, await userOf(deps, userId)) };
}

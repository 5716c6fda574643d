// The referral programme's public pages (issue 24 item 4; MISC-01; C-473..C-476; decision 0115):
// a referrer registers with a partner's programme (by its code), signs in, and asks for a new
// password; a signed-in referrer or partner gets the share link.
import { z } from './zod';

const codeSchema = z
  .string({ error: 'The referral link is not complete.' })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'The referral link is not complete.' });
const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(200, { error: 'An e-mail address has at most 200 characters.' })
  .email({ error: 'Enter an e-mail address like name@example.com.' });
const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(10, { error: 'A password has at least 10 characters.' })
  .max(200, { error: 'A password has at most 200 characters.' });

export const referralRegisterSchema = z
  .object({
    code: codeSchema,
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, { error: 'Enter your name.' })
      .max(100, { error: 'A name has at most 100 characters.' }),
    company: z.string().trim().max(100, { error: 'A company name has at most 100 characters.' }).default(''),
    email: emailSchema,
    password: passwordSchema,
  })
  .meta({ id: 'ReferralRegister' });

export const referralLoginSchema = z
  .object({
    code: codeSchema,
    email: emailSchema,
    password: z.string({ error: 'Enter your password.' }).min(1, { error: 'Enter your password.' }).max(200),
  })
  .meta({ id: 'ReferralLogin' });

export const referralForgotSchema = z
  .object({ code: codeSchema, email: emailSchema })
  .meta({ id: 'ReferralForgotPassword' });

export const referralResetSchema = z
  .object({
    code: codeSchema,
    token: z.string({ error: 'This reset link is not complete.' }).min(10).max(200),
    password: passwordSchema,
  })
  .meta({ id: 'ReferralResetPassword' });

// The referral programme's public pages (issue 24 item 4; MISC-01; decision 0115):
// #/referral/<code>/register, /login, /forgot and /reset?token=... A referrer of the partner whose
// code the link carries registers, signs in (and sees their share link), asks for a new password
// (the same answer whether or not the address is registered) and sets it from the e-mailed link.
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../../api/failure';
import {
  forgotReferrerPassword,
  type Referrer,
  registerReferrer,
  resetReferrerPassword,
  signInReferrer,
} from '../../api/referral';
import { useSessionContext } from '../../app/session/SessionContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { stack } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { shell } from './ReferralPage.css';

type Mode = 'register' | 'login' | 'forgot' | 'reset';
const TITLES: Record<Mode, string> = {
  register: 'Join the referral programme',
  login: 'Sign in to the referral programme',
  forgot: 'Forgot your password?',
  reset: 'Choose a new password',
};

export function ReferralPage(props: { code: string; mode: string }) {
  const { api } = useSessionContext();
  const asked = props.mode.split('?')[0];
  const mode: Mode = (['register', 'login', 'forgot', 'reset'] as const).find((m) => m === asked) ?? 'login';
  const [values, setValues] = useState({ name: '', company: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [done, setDone] = useState<string>();
  const [referrer, setReferrer] = useState<Referrer>();
  const [pending, setPending] = useState(false);
  const token = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('token') ?? '';
  const base = `#/referral/${encodeURIComponent(props.code)}`;
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(v) => setValues((x) => ({ ...x, [name]: v }))}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      autoComplete={
        type === 'password' ? (mode === 'login' ? 'current-password' : 'new-password') : undefined
      }
    />
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(undefined);
    const code = props.code;
    try {
      if (mode === 'register') setReferrer(await registerReferrer(api, { code, ...values }));
      if (mode === 'login')
        setReferrer(await signInReferrer(api, { code, email: values.email, password: values.password }));
      if (mode === 'forgot')
        setDone((await forgotReferrerPassword(api, { code, email: values.email })).message);
      if (mode === 'reset')
        setReferrer(await resetReferrerPassword(api, { code, token, password: values.password }));
    } catch (err) {
      if (err instanceof ApiFailure && err.errors.length)
        setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else if (err instanceof ApiFailure && err.status === 429)
        setMessage('Too many attempts. Wait a minute, then try again.');
      else if (err instanceof ApiFailure && err.status === 401)
        setMessage('The e-mail address or password is not right.');
      else setMessage('That did not work. Try again in a moment.');
    } finally {
      setPending(false);
    }
  }

  return (
    <main className={shell}>
      <Card title={referrer ? `Welcome, ${referrer.name}` : TITLES[mode]} level={1}>
        {referrer ? (
          <div className={stack}>
            <p>Share this link: people who follow it register with your referral.</p>
            <TextField label="Your share link" value={referrer.shareLink} isReadOnly />
          </div>
        ) : done ? (
          <Alert variant="success">{done}</Alert>
        ) : (
          <Form onSubmit={submit}>
            <div className={stack}>
              {message ? <Alert variant="error">{message}</Alert> : null}
              {errors.code ? <Alert variant="error">{errors.code}</Alert> : null}
              {errors.token ? <Alert variant="error">{errors.token}</Alert> : null}
              {mode === 'register' ? field('name', 'Your name') : null}
              {mode === 'register' ? field('company', 'Company (optional)') : null}
              {mode !== 'reset' ? field('email', 'E-mail address', 'email') : null}
              {mode !== 'forgot'
                ? field('password', mode === 'login' ? 'Password' : 'New password', 'password')
                : null}
              <Button type="submit" isDisabled={pending}>
                {mode === 'register'
                  ? 'Register'
                  : mode === 'login'
                    ? 'Sign in'
                    : mode === 'forgot'
                      ? 'Send the link'
                      : 'Save password'}
              </Button>
            </div>
          </Form>
        )}
        <p>
          {mode !== 'login' ? <Link href={`${base}/login`}>Sign in</Link> : null}{' '}
          {mode !== 'register' ? <Link href={`${base}/register`}>Register</Link> : null}{' '}
          {mode === 'login' ? <Link href={`${base}/forgot`}>Forgot your password?</Link> : null}
        </p>
      </Card>
    </main>
  );
}

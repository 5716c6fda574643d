import { lazyPage } from './lazyPage';

// What only a signed-in user needs is loaded apart from the sign-in page (issue 12): the
// profile, the shell and its pages, the keep-alive with its expiry warning, the error modal and
// the signed-out page. Each starts loading as soon as a session exists (or the sign-in form is
// submitted), before it is needed.
export const portal = lazyPage<
  { accountId: number | undefined; page?: string; subpath?: string },
  typeof import('./SignedInPortal')
>(() => import('./SignedInPortal'), 'SignedInPortal');
export const keepAlive = lazyPage<object, typeof import('./session/SessionKeepAlive')>(
  () => import('./session/SessionKeepAlive'),
  'SessionKeepAlive',
);
export const errorModal = lazyPage<object, typeof import('./errors/ErrorModal')>(
  () => import('./errors/ErrorModal'),
  'ErrorModal',
);

// Where a session that ends lands (#/logout): loaded with the rest, so that it shows even when
// the session ends because the platform can no longer be reached.
export const signedOut = lazyPage<
  { message: string; onSignInAgain(): void },
  typeof import('../screens/signin/SignedOutView')
>(() => import('../screens/signin/SignedOutView'), 'SignedOutView');

/** Starts loading what the signed-in portal needs; a failed load is tried again when needed. */
export function preloadSignedIn() {
  for (const part of [portal, keepAlive, errorModal, signedOut]) part.preload().catch(() => undefined);
}

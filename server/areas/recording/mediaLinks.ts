// Links to a recording's audio and to a finished zip (C-263, C-256; decision 0104). An <audio>
// element and a download link cannot send the bearer token, so the signed-in call answers a link
// that carries a short-lived token of its own, signed with the server's keys (decision 0080)
// for one object of one account: the link is the permission, until it expires.
import { z } from '../../../src/domain/schemas/zod';
import type { Deps } from '../../http/types';

const PURPOSE = 'recordingMedia';
/**
 * How long a link works: the longest token the server signs (longestTokenSeconds, so a key
 * rotation never cuts one short). A player keeps seeking within it; the portal asks for a new
 * link each time a recording is opened, and each poll of a finished zip answers a fresh one.
 */
export const MEDIA_LINK_SECONDS = 15 * 60;

export type MediaKind = 'audio' | 'zip';

export async function mediaToken(deps: Deps, kind: MediaKind, id: number, accountId: number, expires: Date) {
  const iat = Math.floor(deps.now().getTime() / 1000);
  return deps.keys!.sign(PURPOSE, {
    iat,
    exp: Math.floor(expires.getTime() / 1000),
    kind,
    id,
    acc: accountId,
  });
}

/** The account a token was signed for, when it is valid for this object; undefined otherwise. */
export async function mediaAccount(deps: Deps, token: string | undefined, kind: MediaKind, id: number) {
  if (!token) return undefined;
  const claims = await deps.keys!.verify(PURPOSE, token);
  if (!claims || claims.kind !== kind || claims.id !== id || typeof claims.acc !== 'number') return undefined;
  return claims.acc;
}

/** The origin the caller reached this server at, for absolute links. */
export const originOf = (url: string) => new URL(url).origin;

/** The query of a link: its token. */
export const mediaLinkQuerySchema = z.object({
  token: z.string().optional().describe('The token the link was made with (C-263 or C-256).'),
});

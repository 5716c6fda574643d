// SCIM PATCH (RFC 7644 §3.5.2) on a User: add, replace and remove of the attributes this product
// keeps (active, userName, externalId, displayName, name.*, the work e-mail), with a path or as a
// value object without one (as Entra ID and Okta send). Anything else is refused as invalidPath.
import { type ScimPatch, type ScimUserInput, scimBoolean } from '../../../src/domain/security/scim';
import { ScimError } from './scimUsers';

const str = (v: unknown, path: string) => {
  if (typeof v !== 'string') throw new ScimError(400, `${path} takes a text value.`, 'invalidValue');
  return v;
};

function setAttribute(u: ScimUserInput, rawPath: string, value: unknown, remove: boolean): ScimUserInput {
  const path = rawPath.trim().toLowerCase();
  if (path === 'active') {
    if (remove) throw new ScimError(400, 'active cannot be removed.', 'mutability');
    const parsed = scimBoolean.safeParse(value);
    if (!parsed.success) throw new ScimError(400, 'active is true or false.', 'invalidValue');
    return { ...u, active: parsed.data };
  }
  if (path === 'username') {
    if (remove) throw new ScimError(400, 'userName cannot be removed.', 'mutability');
    return { ...u, userName: str(value, 'userName').trim() };
  }
  if (path === 'externalid') return { ...u, externalId: remove ? undefined : str(value, 'externalId') };
  if (path === 'displayname') return { ...u, displayName: remove ? undefined : str(value, 'displayName') };
  if (path === 'name.givenname')
    return { ...u, name: { ...u.name, givenName: remove ? '' : str(value, path) } };
  if (path === 'name.familyname')
    return { ...u, name: { ...u.name, familyName: remove ? '' : str(value, path) } };
  if (path === 'name') {
    const n = (value ?? {}) as Record<string, unknown>;
    return { ...u, name: { givenName: n.givenName as string, familyName: n.familyName as string } };
  }
  if (
    path === 'emails' ||
    /^emails\[type eq "work"\]\.value$/.test(path) ||
    /^emails\[primary eq true\]\.value$/.test(path)
  ) {
    if (remove) throw new ScimError(400, 'A user keeps one e-mail address.', 'mutability');
    const v = Array.isArray(value)
      ? (value[0] as { value?: unknown })?.value
      : path === 'emails'
        ? (value as { value?: unknown })?.value
        : value;
    return { ...u, emails: [{ value: str(v, 'emails.value'), primary: true }] };
  }
  throw new ScimError(400, `The attribute ${rawPath} cannot be changed here.`, 'invalidPath');
}

export function applyPatch(user: ScimUserInput, patch: ScimPatch): ScimUserInput {
  let u = user;
  for (const op of patch.Operations) {
    const remove = op.op === 'remove';
    if (op.path) u = setAttribute(u, op.path, op.value, remove);
    else if (remove) throw new ScimError(400, 'A remove names its path.', 'noTarget');
    else if (op.value && typeof op.value === 'object' && !Array.isArray(op.value))
      for (const [k, v] of Object.entries(op.value as Record<string, unknown>)) {
        if (k === 'schemas' || k === 'id' || k === 'meta') continue;
        if (k === 'name' && v && typeof v === 'object')
          for (const [nk, nv] of Object.entries(v)) u = setAttribute(u, `name.${nk}`, nv, false);
        else u = setAttribute(u, k, v, false);
      }
    else throw new ScimError(400, 'An operation without a path takes an object value.', 'invalidValue');
  }
  return u;
}

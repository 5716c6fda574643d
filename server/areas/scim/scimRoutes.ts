// SCIM 2.0 at /scim/v2 (issue 23, item 4; SEC-04; decision 0110): what an identity provider (Entra
// ID, Okta, OneLogin) calls to provision an account's users, with the account's provisioning token
// as the bearer. Not a family of /svc: its answers are SCIM's own (application/scim+json, errors
// with the SCIM Error schema), so it is a router of its own, mounted by the app, with its bearer
// checked here (server/areas/scim/provisioningStore.ts) before any handler.
import { type Context, Hono } from 'hono';
import {
  SCIM_CONTENT_TYPE,
  SCIM_ERROR_SCHEMA,
  SCIM_LIST_SCHEMA,
  SCIM_MAX_RESULTS,
  SCIM_USER_SCHEMA,
  scimPatchSchema,
  scimUserSchema,
} from '../../../src/domain/security/scim';
import { trustedOrigin } from '../../http/origins';
import { ScimSyntaxError, scimJsonBody, scimQuery } from '../../http/scimInput';
import type { Deps } from '../../http/types';
import { accountForScimToken } from './provisioningStore';
import { applyPatch } from './scimPatch';
import {
  createScimUser,
  deleteScimUser,
  listScimUsers,
  parseFilter,
  ScimError,
  scimResource,
  scimUserRow,
  writeScimUser,
} from './scimUsers';

export const SCIM_BASE = '/scim/v2';

type ScimEnv = { Variables: { scimAccountId: number } };

const scimJson = (c: Context, body: unknown, status = 200) =>
  c.body(JSON.stringify(body), status as 200, {
    'content-type': SCIM_CONTENT_TYPE,
    'cache-control': 'no-store',
  });

const errorBody = (status: number, detail: string, scimType?: string) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

async function readJson(c: Context): Promise<unknown> {
  try {
    return await scimJsonBody(c);
  } catch (error) {
    if (error instanceof ScimSyntaxError) throw new ScimError(400, error.message, 'invalidSyntax');
    throw error;
  }
}

function parsed<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  throw new ScimError(400, `${where}${issue.message}`, 'invalidValue');
}

const intParam = (v: string | undefined, name: string, min: number, fallback: number) => {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new ScimError(400, `${name} is a whole number.`, 'invalidValue');
  return Math.max(n, min);
};

const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: '/api-docs',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Provisioning token',
      description: 'The account’s provisioning token, from Security settings, as a Bearer token.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig' },
};

const RESOURCE_TYPES = [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: SCIM_USER_SCHEMA,
    meta: { resourceType: 'ResourceType' },
  },
];

const attr = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

const SCHEMAS = [
  {
    id: SCIM_USER_SCHEMA,
    name: 'User',
    description: 'A user of the account',
    attributes: [
      attr('userName', { required: true, uniqueness: 'server' }),
      attr('name', {
        type: 'complex',
        subAttributes: [attr('givenName'), attr('familyName'), attr('formatted', { mutability: 'readOnly' })],
      }),
      attr('displayName'),
      attr('emails', {
        type: 'complex',
        multiValued: true,
        subAttributes: [attr('value'), attr('type'), attr('primary', { type: 'boolean' })],
      }),
      attr('active', { type: 'boolean' }),
    ],
    meta: { resourceType: 'Schema', location: `/Schemas/${SCIM_USER_SCHEMA}` },
  },
];

export function scimRoutes(deps: Deps) {
  const app = new Hono<ScimEnv>();
  const baseOf = (c: Context) => `${trustedOrigin(deps.config, c.req.url) ?? ''}${SCIM_BASE}`;

  app.onError((err, c) => {
    if (err instanceof ScimError)
      return scimJson(c, errorBody(err.status, err.message, err.scimType), err.status);
    deps.log?.error({ err }, 'SCIM call failed');
    return scimJson(c, errorBody(500, 'The call failed on the server.'), 500);
  });
  app.notFound((c) => scimJson(c, errorBody(404, 'No such SCIM endpoint.'), 404));

  // Discovery needs no token (RFC 7644 §4): an identity provider reads it before it is set up.
  app.get('/ServiceProviderConfig', (c) => scimJson(c, SERVICE_PROVIDER_CONFIG));
  app.get('/ResourceTypes', (c) =>
    scimJson(c, {
      schemas: [SCIM_LIST_SCHEMA],
      totalResults: RESOURCE_TYPES.length,
      Resources: RESOURCE_TYPES,
    }),
  );
  app.get('/Schemas', (c) =>
    scimJson(c, { schemas: [SCIM_LIST_SCHEMA], totalResults: SCHEMAS.length, Resources: SCHEMAS }),
  );

  app.use('/Users', bearer);
  app.use('/Users/*', bearer);
  async function bearer(c: Context<ScimEnv>, next: () => Promise<void>) {
    const header = c.req.header('authorization') ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    const accountId = m ? await accountForScimToken(deps, m[1]) : undefined;
    if (accountId === undefined) {
      c.header('WWW-Authenticate', 'Bearer realm="scim"');
      throw new ScimError(
        401,
        'The provisioning token is missing, wrong, or SCIM is turned off for its account.',
      );
    }
    c.set('scimAccountId', accountId);
    await next();
  }

  app.get('/Users', async (c) => {
    const filter = parseFilter(scimQuery(c, 'filter'));
    const startIndex = intParam(scimQuery(c, 'startIndex'), 'startIndex', 1, 1);
    const count = Math.min(intParam(scimQuery(c, 'count'), 'count', 0, 100), SCIM_MAX_RESULTS);
    const { total, rows } = await listScimUsers(deps.db, c.get('scimAccountId'), {
      filter,
      startIndex,
      count,
    });
    const base = baseOf(c);
    return scimJson(c, {
      schemas: [SCIM_LIST_SCHEMA],
      totalResults: total,
      startIndex,
      itemsPerPage: rows.length,
      Resources: rows.map((r) => scimResource(r, base)),
    });
  });
  app.get('/Users/:id', async (c) =>
    scimJson(
      c,
      scimResource(await scimUserRow(deps.db, c.get('scimAccountId'), c.req.param('id')), baseOf(c)),
    ),
  );
  app.post('/Users', async (c) => {
    const input = parsed(scimUserSchema, await readJson(c));
    const user = await createScimUser(deps, c.get('scimAccountId'), input);
    const body = scimResource(user, baseOf(c));
    c.header('Location', body.meta.location);
    return scimJson(c, body, 201);
  });
  app.put('/Users/:id', async (c) => {
    const input = parsed(scimUserSchema, await readJson(c));
    const user = await writeScimUser(deps, c.get('scimAccountId'), c.req.param('id'), (current) => ({
      ...input,
      // A replace without active leaves it as it is (providers omit it on a plain update).
      active: input.active ?? current.active,
    }));
    return scimJson(c, scimResource(user, baseOf(c)));
  });
  app.patch('/Users/:id', async (c) => {
    const patch = parsed(scimPatchSchema, await readJson(c));
    const user = await writeScimUser(deps, c.get('scimAccountId'), c.req.param('id'), (current) =>
      parsed(scimUserSchema, applyPatch(current, patch)),
    );
    return scimJson(c, scimResource(user, baseOf(c)));
  });
  app.delete('/Users/:id', async (c) => {
    await deleteScimUser(deps, c.get('scimAccountId'), c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}

/** The routes of /scim/v2, for the app's list of routes outside the families. */
export const SCIM_ROUTES = [
  ['get', '/ServiceProviderConfig'],
  ['get', '/ResourceTypes'],
  ['get', '/Schemas'],
  ['get', '/Users'],
  ['get', '/Users/:id'],
  ['post', '/Users'],
  ['put', '/Users/:id'],
  ['patch', '/Users/:id'],
  ['delete', '/Users/:id'],
].map(([method, path]) => ({
  method: method as 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: `${SCIM_BASE}${path}`,
  catalogue: [] as never[],
}));

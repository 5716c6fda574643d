// @vitest-environment happy-dom
// The API reference page's view, from a small OpenAPI document in the platform's shape.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReferenceDocument } from '../../src/api/apiReference';
import { ApiReferenceView } from '../../src/screens/apiReference/ApiReferenceView';

afterEach(cleanup);

const bearer = [{ bearer: [] }];
const errorRef = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
const DOC: ApiReferenceDocument = {
  openapi: '3.1.0',
  info: { title: 'Switchboard platform API', version: '9.9.9', description: 'The admin API.' },
  paths: {
    '/svc/ucaas/api/ucaas/account/{accountId}/users': {
      get: {
        summary: 'List the account’s users',
        tags: ['ucaas'],
        security: bearer,
        'x-permission': 'read:users',
        'x-account': 'path',
        parameters: [
          { name: 'accountId', in: 'path', required: true },
          {
            name: '_pageSize',
            in: 'query',
            required: false,
            schema: { type: 'number', minimum: 1, maximum: 750 },
            description: 'Rows in a page.',
          },
        ],
      },
      post: {
        summary: 'Add a user to the account',
        tags: ['ucaas'],
        security: bearer,
        'x-permission': 'create:users',
        'x-account': 'path',
        parameters: [{ name: 'accountId', in: 'path', required: true }],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/UserCreate' } } },
        },
        responses: { '400': { description: 'Refused.', ...errorRef } },
      },
    },
    '/svc/auth/oauth/token': {
      post: { summary: 'Sign in for a token', tags: ['auth'], security: [] },
    },
    '/svc/permissions/v1/permissions/self': {
      get: {
        summary: 'The caller’s permission keys',
        tags: ['permissions'],
        security: bearer,
        'x-permission': 'any signed-in user',
      },
    },
  },
  components: {
    schemas: {
      UserCreate: {
        type: 'object',
        properties: {
          firstName: { type: 'string', minLength: 1, maxLength: 200, description: 'Given name.' },
          loginName: { type: 'string', pattern: '^[A-Za-z0-9._%+@-]{3,100}$' },
          roleId: { type: 'number', default: 4 },
          contactNumbers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { kind: { type: 'string', enum: ['D', 'M', 'H', 'F'] } },
              required: ['kind'],
            },
          },
        },
        required: ['firstName', 'loginName'],
      },
      Error: {
        type: 'object',
        properties: {
          status: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
          code: { type: 'string' },
          message: { type: 'string', description: 'What went wrong, for people.' },
        },
        required: ['status', 'code', 'message'],
      },
    },
  },
};

const view = (props: Partial<Parameters<typeof ApiReferenceView>[0]> = {}) =>
  render(<ApiReferenceView title="API reference" document={DOC} loading={false} {...props} />);
// By the heading's text: happy-dom gives <wbr> (the path's break points) no display, so its
// accessible names get spaces that Chromium's do not (the end-to-end walk checks those).
const operation = (heading: string) => {
  const found = screen
    .getAllByRole('article')
    .find((a) => within(a).getByRole('heading', { level: 3 }).textContent === heading);
  expect(found, heading).toBeDefined();
  return found as HTMLElement;
};
const filter = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Filter operations' }), { target: { value: text } });
const operationNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

describe('ApiReferenceView', () => {
  it('names the API and lists every operation under its family with its path, summary and access', () => {
    view();
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Switchboard platform API 9.9.9' })).toBeTruthy();
    expect(screen.getByText('The admin API.')).toBeTruthy();
    const families = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => /\(\d+\)$/.test(t ?? ''));
    expect(families).toEqual(['ucaas (2)', 'auth (1)', 'permissions (1)']);
    const ucaas = screen.getByRole('region', { name: 'ucaas (2)' });
    expect(within(ucaas).getAllByRole('article')).toHaveLength(2);

    const list = operation('GET /svc/ucaas/api/ucaas/account/{accountId}/users');
    expect(within(list).getByText('List the account’s users')).toBeTruthy();
    expect(within(list).getByText('read:users')).toBeTruthy();
    expect(within(list).getByText('the accountId in the path')).toBeTruthy();
    expect(within(list).getByText('accountId')).toBeTruthy();
    expect(within(operation('POST /svc/auth/oauth/token')).getByText('public')).toBeTruthy();
    expect(
      within(operation('GET /svc/permissions/v1/permissions/self')).getByText('any signed-in user'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 operations');
  });

  it('resolves a body’s $ref into the named schema’s fields, and lists the query’s parameters, with required, limits and description', () => {
    view();
    const create = operation('POST /svc/ucaas/api/ucaas/account/{accountId}/users');
    const body = within(create).getByRole('table', { name: 'Body: UserCreate (application/json)' });
    const rows = within(body)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [field, rules] = within(row).getAllByRole('cell');
        return [
          field.querySelector('code')?.textContent,
          field.querySelector('span')?.textContent,
          within(rules)
            .queryAllByRole('listitem')
            .map((li) => li.textContent),
          rules.querySelector('p')?.textContent,
        ];
      });
    expect(rows).toEqual([
      ['firstName', 'string, required', ['at least 1 character', 'at most 200 characters'], 'Given name.'],
      ['loginName', 'string, required', ['pattern ^[A-Za-z0-9._%+@-]{3,100}$'], undefined],
      ['roleId', 'number, optional', ['default 4'], undefined],
      ['contactNumbers', 'list of object, optional', [], undefined],
      ['contactNumbers[].kind', 'string, required', ['one of D, M, H, F'], undefined],
    ]);
    // A query's parameters are listed the same way, with their limits.
    const list = operation('GET /svc/ucaas/api/ucaas/account/{accountId}/users');
    const query = within(list).getByRole('table', { name: 'Query parameters' });
    expect(query.textContent).toContain('_pageSize');
    expect(
      within(query)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['minimum 1', 'maximum 750']);
    expect(within(query).getByText('Rows in a page.')).toBeTruthy();
    expect(within(create).queryByRole('table', { name: 'Query parameters' })).toBeNull();
    // The list of operations has no body table for a call without a body.
    expect(within(operation('POST /svc/auth/oauth/token')).queryByRole('table')).toBeNull();
  });

  it('shows the error answer’s shape once, without zod’s integer bounds', () => {
    view();
    const errors = screen.getByRole('region', { name: 'Error answers' });
    const table = within(errors).getByRole('table', { name: 'Error' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table.textContent).not.toContain('9007199254740991');
    expect(within(table).getByText('What went wrong, for people.')).toBeTruthy();
    expect(screen.getAllByRole('table', { name: 'Error' })).toHaveLength(1);
  });

  it('filters by path, summary or permission and counts the matches', () => {
    view();
    filter('create:users');
    expect(operationNames()).toEqual(['POST /svc/ucaas/api/ucaas/account/{accountId}/users']);
    expect(screen.getByRole('status').textContent).toBe('1 of 4 operations match');
    filter('OAUTH');
    expect(operationNames()).toEqual(['POST /svc/auth/oauth/token']);
    filter('permission keys');
    expect(operationNames()).toEqual(['GET /svc/permissions/v1/permissions/self']);
    expect(screen.queryByRole('region', { name: 'ucaas (2)' })).toBeNull();
  });

  it('says so when nothing matches, and clearing the filter shows every operation again', () => {
    view();
    filter('fax');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No operation matches “fax”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 4 operations match');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(screen.queryAllByRole('article')).toHaveLength(4);
  });

  it('shows a loading state, then an error with a way to try again', () => {
    const { rerender } = view({ document: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading the API reference');
    const onRetry = vi.fn();
    rerender(
      <ApiReferenceView
        title="API reference"
        loading={false}
        error="The platform answered 500."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The API reference could not be loaded.');
    expect(alert.textContent).toContain('The platform answered 500.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

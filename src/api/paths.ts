// Path templates of the catalogue: {name} is replaced by the parameter, encoded (REQ-03).
// Query strings and search parameters are appended after whatever query the template carries.
export type PathParams = Record<string, string | number>;
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue | QueryValue[]>;
/** Search parameters: a URLSearchParams, a string ('a=1&b=2', with or without '?'), or pairs. */
export type Search = URLSearchParams | string | [string, string][];

export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends a query object (undefined and null left out, arrays repeated) and search parameters. */
export function appendQuery(path: string, query?: Query, search?: Search): string {
  const extra = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) extra.append(key, String(v));
    }
  }
  const more =
    search === undefined
      ? undefined
      : search instanceof URLSearchParams
        ? search
        : new URLSearchParams(typeof search === 'string' ? search.replace(/^\?/, '') : search);
  for (const [key, value] of more ?? []) extra.append(key, value);
  const tail = extra.toString();
  if (!tail) return path;
  return `${path}${path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?'}${tail}`;
}

/** fillPath, then appendQuery: the path (with its query) the request layer sends. */
export function buildPath(template: string, params?: PathParams, query?: Query, search?: Search): string {
  return appendQuery(fillPath(template, params), query, search);
}

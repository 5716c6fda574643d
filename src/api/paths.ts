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

/**
 * REQ-12: a link the platform answers (a next_page_uri: the full path with the family's base, or
 * a URL) as the path after that base, ready to send like a filled template. A link outside the
 * family's base is refused: the portal follows no link to another service or host. `region` is the
 * region segment the request layer adds again (REQ-05), so it is taken off when the link has it.
 */
export function pathWithinFamily(base: string, uri: string, region = ''): string {
  const root = new URL(base);
  const link = new URL(uri, root);
  const basePath = root.pathname.replace(/\/$/, '');
  if (link.origin !== root.origin || !link.pathname.startsWith(`${basePath}/`))
    throw new Error(`The link ${uri} is not within ${base}`);
  let path = link.pathname.slice(basePath.length);
  if (region && path.startsWith(`${region}/`)) path = path.slice(region.length);
  // Braces are template placeholders to the request layer; in a link they are only text.
  return `${path}${link.search}`.replace(/\{/g, '%7B').replace(/\}/g, '%7D');
}

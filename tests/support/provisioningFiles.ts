// What a phone does with /prov (decision 0083), for the provisioning tests: read its two file
// formats strictly (a file a phone could not read fails the test), answer a Digest challenge
// (RFC 7616, MD5, qop=auth) and send Basic.
import { createHash } from 'node:crypto';

export const PROVISIONING_REALM = 'switchboard-provisioning';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The Yealink-style file: its version line, then one `key = value` a line, no key twice. */
export function parseCfg(text: string): Map<string, string> {
  const [version, ...rest] = text.split('\n');
  if (version !== '#!version:1.0.0.1') throw new Error(`not a .cfg: first line ${JSON.stringify(version)}`);
  const keys = new Map<string, string>();
  for (const line of rest) {
    if (line === '') continue;
    const m = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    if (!m) throw new Error(`not a key = value line: ${JSON.stringify(line)}`);
    if (keys.has(m[1])) throw new Error(`key written twice: ${m[1]}`);
    keys.set(m[1], m[2]);
  }
  return keys;
}

export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * The Polycom-style file as a tree of elements: an optional XML declaration, then one root.
 * Enough of XML 1.0 for what the server writes (elements, attributes, entity references), and
 * strict about it: a tag left open, an attribute twice, a bare `<` or `&` in a value, or text
 * beside the elements is an error, as it would be for a phone's parser.
 */
export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`XML: ${what} at ${at}: ${JSON.stringify(text.slice(at, at + 30))}`);
  };
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const sticky = new RegExp(pattern.source, 'y');
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m) at = sticky.lastIndex;
    return m;
  };
  const NAME = /[A-Za-z_:][A-Za-z0-9_:.-]*/;
  const attributeValue = (raw: string) =>
    raw.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([a-z]+));|[<&]/g, (all, hex, dec, named) => {
      if (all === '<' || all === '&') return fail('a bare < or & in a value');
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (dec) return String.fromCodePoint(Number(dec));
      return ENTITIES[named] ?? fail(`an unknown entity &${named};`);
    });
  const element = (): XmlElement => {
    if (!take(/</)) fail('an element expected');
    const name = take(NAME)?.[0] ?? fail('an element name expected');
    const attributes = new Map<string, string>();
    for (;;) {
      const attribute = take(/\s+([A-Za-z_:][A-Za-z0-9_:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/);
      if (!attribute) break;
      if (attributes.has(attribute[1])) fail(`attribute ${attribute[1]} twice`);
      attributes.set(attribute[1], attributeValue(attribute[2] ?? attribute[3]));
    }
    take(/\s*/);
    if (take(/\/>/)) return { name, attributes, children: [] };
    if (!take(/>/)) fail(`the end of <${name}> expected`);
    const children: XmlElement[] = [];
    for (;;) {
      take(/\s*/);
      const close = take(/<\/([A-Za-z_:][A-Za-z0-9_:.-]*)\s*>/);
      if (close) {
        if (close[1] !== name) fail(`</${close[1]}> closes <${name}>`);
        return { name, attributes, children };
      }
      if (at >= text.length || text[at] !== '<') fail(`text or an end inside <${name}>`);
      children.push(element());
    }
  };
  take(/<\?xml(?:\s+[a-z]+\s*=\s*"[^"]*")*\s*\?>/);
  take(/\s*/);
  const root = element();
  take(/\s*/);
  if (at !== text.length) fail('more after the root element');
  return root;
}

/** The one child of `parent` named `name` (an error when there is not exactly one). */
export function childNamed(parent: XmlElement, name: string): XmlElement {
  const found = parent.children.filter((c) => c.name === name);
  if (found.length !== 1) throw new Error(`<${parent.name}> has ${found.length} <${name}>`);
  return found[0];
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** The parameters of the Digest challenge among a 401's WWW-Authenticate values. */
export function digestChallenge(wwwAuthenticate: string): Record<string, string> {
  const start = wwwAuthenticate.indexOf('Digest ');
  if (start < 0) throw new Error(`no Digest challenge in ${JSON.stringify(wwwAuthenticate)}`);
  const end = wwwAuthenticate.indexOf(', Basic ', start);
  const digest = wwwAuthenticate.slice(start + 'Digest '.length, end < 0 ? undefined : end);
  const params: Record<string, string> = {};
  for (const m of digest.matchAll(/([a-zA-Z0-9_-]+)\s*=\s*(?:"([^"]*)"|([^\s,]+))/g))
    params[m[1].toLowerCase()] = m[2] ?? m[3];
  return params;
}

/** The Authorization header a phone sends for `nonce` (RFC 7616, MD5, qop=auth). */
export function digestAuthorization(
  nonce: string,
  user: string,
  password: string,
  uri: string,
  { method = 'GET', nc = '00000001', cnonce = 'a1b2c3d4' } = {},
): string {
  const ha1 = md5(`${user}:${PROVISIONING_REALM}:${password}`);
  const response = md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${md5(`${method}:${uri}`)}`);
  return `Digest username="${user}", realm="${PROVISIONING_REALM}", nonce="${nonce}", uri="${uri}", algorithm=MD5, qop=auth, nc=${nc}, cnonce="${cnonce}", response="${response}"`;
}

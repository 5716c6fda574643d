// An S3-compatible object store (decision 0104), chosen by RECORDING_STORE_URL:
//   s3://<access key>:<secret>@<host>:<port>/<bucket>[?region=us-east-1&tls=false]
// Path-style addressing (http(s)://host:port/bucket/key), so that MinIO, s3rver, Ceph and AWS
// itself answer alike. Requests are signed (SigV4) by aws4fetch.
import { AwsClient } from 'aws4fetch';
import { type ByteRange, checkKey, type ObjectStore } from './types';

export interface S3Location {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** The location an s3:// URL names; the secret may be percent-encoded. */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:') throw new Error('RECORDING_STORE_URL must start with s3://');
  const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || !u.username || !u.password || !u.host)
    throw new Error('RECORDING_STORE_URL must be s3://key:secret@host:port/bucket');
  const tls =
    (u.searchParams.get('tls') ??
      (u.hostname === 'localhost' || u.hostname === '127.0.0.1' ? 'false' : 'true')) === 'true';
  return {
    endpoint: `${tls ? 'https' : 'http'}://${u.host}`,
    bucket,
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    region: u.searchParams.get('region') ?? 'us-east-1',
  };
}

export function s3Store(location: S3Location, fetcher: typeof fetch = fetch): ObjectStore {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
  });
  const urlOf = (key: string) =>
    `${location.endpoint}/${location.bucket}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;
  const send = async (key: string, init: RequestInit) => fetcher(await client.sign(urlOf(key), init));
  const fail = async (what: string, r: Response): Promise<never> => {
    throw new Error(`The object store refused ${what}: ${r.status} ${(await r.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      const r = await send(key, { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer> });
      if (!r.ok) await fail(`to store ${key}`, r);
      await r.arrayBuffer();
    },
    async get(key, range?: ByteRange) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const r = await send(key, { method: 'GET', headers });
      if (r.status === 404) {
        await r.arrayBuffer();
        return undefined;
      }
      if (!r.ok) await fail(`to read ${key}`, r);
      const body = new Uint8Array(await r.arrayBuffer());
      // A ranged answer tells the whole size after the slash of Content-Range.
      const whole = r.headers.get('content-range')?.split('/')[1];
      return { body, size: whole ? Number(whole) : body.length };
    },
    async size(key) {
      const r = await send(key, { method: 'HEAD' });
      if (r.status === 404) return undefined;
      if (!r.ok) await fail(`to look at ${key}`, r);
      return Number(r.headers.get('content-length') ?? 0);
    },
    async delete(key) {
      const r = await send(key, { method: 'DELETE' });
      if (!r.ok && r.status !== 404) await fail(`to delete ${key}`, r);
      await r.arrayBuffer();
    },
  };
}

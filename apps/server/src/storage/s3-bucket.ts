import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import {
  type ByteRange,
  type ObjectInfo,
  type Storage,
  assertStorageKey,
  isStorageKey,
} from './storage.ts';

export interface S3Settings {
  /** Unset: AWS itself, found from the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Base URL browsers may fetch objects from directly (a public bucket or its CDN). */
  publicUrl?: string;
}

/** A connection not made within this, or a response or body silent this long, fails. */
const CONNECT_TIMEOUT_MS = 3_000;
const IDLE_TIMEOUT_MS = 30_000;
/**
 * Connections to the service at once (the SDK's default is 50): a download streamed to a slow
 * client holds one for as long as it takes, and must not leave images waiting behind it.
 */
const MAX_SOCKETS = 256;
/** Readiness gives the probe 1 s; the request itself is abandoned then too, not left running. */
const PROBE_TIMEOUT_MS = 1_000;
/** Keys are written once: what serves them straight from the bucket may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const rangeHeader = (range: ByteRange) =>
  'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** `bytes 2-5/10` → the span and the object's whole size. */
function parseContentRange(header: string | undefined) {
  const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '') ?? [];
  if (start === undefined || end === undefined || size === undefined) {
    throw new Error(`the bucket sent a malformed Content-Range: ${header}`);
  }
  return { span: { start: Number(start), end: Number(end) }, size: Number(size) };
}

/** Size and validators as every S3 response of an object carries them. */
function infoOf(
  output: { ETag?: string; LastModified?: Date; ContentLength?: number },
  bytes = output.ContentLength,
): ObjectInfo {
  const { ETag: etag, LastModified: lastModified } = output;
  if (etag === undefined || lastModified === undefined || bytes === undefined) {
    throw new Error('the bucket sent an object without ETag, Last-Modified or length');
  }
  return { bytes, etag, lastModified };
}

/** The validators a 304 carried, when the service sends them (AWS does, some others do not). */
function validatorsOf(error: unknown) {
  const headers = error instanceof S3ServiceException ? (error.$response?.headers ?? {}) : {};
  const etag = headers.etag;
  const modified = headers['last-modified'];
  return {
    ...(etag === undefined ? {} : { etag }),
    ...(modified === undefined ? {} : { lastModified: new Date(modified) }),
  };
}

/**
 * Objects in an S3-compatible bucket, named by their key, through the AWS SDK v3. Ranges and
 * conditions go to the service with the GET, so a 304 or 416 costs no body transfer.
 */
export function s3BucketStorage(settings: S3Settings): Storage {
  const client = new S3Client({
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
    // The SDK's default CRC32 checksums (2025) are refused by S3-compatible services that
    // predate them; checksums are still sent where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const stat = async (key: string) => {
    assertStorageKey(key);
    try {
      return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    stat,

    async get(key, options = {}) {
      assertStorageKey(key);
      try {
        const output = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: options.range && rangeHeader(options.range),
            IfNoneMatch: options.ifNoneMatch,
            // S3 would also apply If-Modified-Since beside If-None-Match; HTTP ignores it then.
            IfModifiedSince:
              options.ifNoneMatch === undefined ? options.ifModifiedSince : undefined,
          }),
        );
        const stream = output.Body;
        if (!(stream instanceof Readable)) throw new Error('the SDK gave no Node stream body');
        if (output.$metadata.httpStatusCode !== 206) {
          return { kind: 'content', info: infoOf(output), span: null, stream };
        }
        const { span, size } = parseContentRange(output.ContentRange);
        return { kind: 'content', info: infoOf(output, size), span, stream };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return { kind: 'not-modified', ...validatorsOf(error) };
        if (status === 416) {
          // The 416 does not say the object's size in a standard header: ask for it.
          const info = await stat(key);
          return info === null ? null : { kind: 'unsatisfiable', info };
        }
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      // A page holds up to 1,000 keys; the paginator asks for the next one as the last runs out.
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key } of page.Contents ?? []) {
          if (Key !== undefined && isStorageKey(Key)) yield Key;
        }
      }
    },

    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
    },

    publicUrl: (key) => (settings.publicUrl === undefined ? null : `${settings.publicUrl}/${key}`),

    close: () => {
      client.destroy();
    },
  };
}

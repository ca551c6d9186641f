import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'test-bucket';

export interface S3Server {
  /** `STORAGE_DRIVER=s3` and the S3_* settings of this server's bucket. */
  env: Record<string, string>;
  /** Stops answering at once (the S3 service going down); `close` still cleans up after it. */
  stop: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) of the calling test alone: a free loopback port, a
 * temporary folder and one empty bucket. The SDK talks to it over HTTP, signatures checked.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  // The S3 errors it answers with (NoSuchKey, InvalidRange) are expected, not worth a log line.
  server.on('error', () => undefined);
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    const closed = server.close();
    // Keep-alive connections would otherwise go on answering the SDK.
    server.httpServer?.closeAllConnections();
    await closed;
  };
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: TEST_BUCKET,
      // s3rver's one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListenerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  path: string;
}

export interface MetricsListener {
  /** `http://host:port/path` as bound. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the registry's metrics at `path` on an address of their own, apart from the site:
 * nothing a visitor can reach serves them, whatever the proxy in front forwards. It answers
 * GET and HEAD of that one path, a 404 for any other path and a 405 for any other method.
 */
export async function startMetricsListener(
  registry: Registry,
  options: MetricsListenerOptions,
  onError: (error: unknown) => void,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== options.path) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${options.path}\n`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end();
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}${options.path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        // A scraper's keep-alive connection must not hold the shutdown.
        server.closeAllConnections();
      }),
  };
}

import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|webmanifest|xml|txt|json)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes a compressed copy beside `path`, unless it would be no smaller; returns its size. */
async function writeCompressed(path: string, body: Buffer, compressed: Promise<Buffer>) {
  const bytes = await compressed;
  if (bytes.length >= body.length) return body.length;
  await writeFile(path, bytes);
  return bytes.length;
}

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip 9) beside each text
 * file of the browser build. The server sends them as they are (@fastify/static's
 * `preCompressed`): the smallest files, compressed once here rather than on every request.
 * Small files too: a page loads several chunks of a few hundred bytes, which brotli halves.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  let logger: Logger | null = null;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // The server build (entry-server) is never downloaded.
      outDir = config.build.ssr ? null : resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      if (outDir === null) return;
      const root = outDir;
      const names = (await readdir(root, { recursive: true })).filter((name) =>
        COMPRESSIBLE.test(name),
      );
      const sizes = await Promise.all(
        names.map(async (name) => {
          const path = join(root, name);
          const body = await readFile(path);
          const [br, gz] = await Promise.all([
            writeCompressed(
              `${path}.br`,
              body,
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ),
            writeCompressed(`${path}.gz`, body, gzipped(body, { level: 9 })),
          ]);
          return { plain: body.length, br, gz };
        }),
      );
      const total = { files: 0, plain: 0, br: 0, gz: 0 };
      for (const size of sizes) {
        total.files += 1;
        total.plain += size.plain;
        total.br += size.br;
        total.gz += size.gz;
      }
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      logger?.info(
        `precompressed ${total.files} files: ${kB(total.plain)} → br ${kB(total.br)}, gzip ${kB(total.gz)}`,
      );
    },
  };
}

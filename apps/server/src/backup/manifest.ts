import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import { type ArchivedFile, readArchive } from './archive.ts';
import { migrationSchema } from './database-state.ts';

/** The manifest's name in the archive; it is written last, once every checksum is known. */
export const MANIFEST_NAME = 'manifest.json';
/** PostgreSQL's dump (`pg_dump --format=custom`). */
export const POSTGRES_DUMP = 'database/postgres.dump';
/** The folder of the embedded database's files. */
export const PGLITE_PREFIX = 'database/pglite/';
/** The embedded database's TOTP key (secret-box.ts), which its stored 2FA secrets need. */
export const TOTP_KEY = 'database/totp-encryption.key';
/** The folder of the uploaded files, each under its storage key. */
export const FILES_PREFIX = 'files/';

const archivedFileSchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal('product-search-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    /** The schema version: the last migration applied. */
    migration: migrationSchema.nullable(),
    /** Rows of every table. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
    /** The dump: one custom-format file, or the embedded database's files and its key. */
    entries: z.array(archivedFileSchema),
  }),
  files: z.object({
    driver: z.enum(['local', 's3']),
    entries: z.array(archivedFileSchema),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Problems listed in a message before "and N more". */
const SHOWN_PROBLEMS = 5;

async function sha256Of(stream: AsyncIterable<Buffer>): Promise<Omit<ArchivedFile, 'name'>> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The manifest's text, parsed and checked. */
function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The archive's ${MANIFEST_NAME} is damaged: it is not JSON.`, { cause: error });
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `The archive's ${MANIFEST_NAME} is not a backup manifest: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/**
 * Reads the whole archive and answers its manifest once every file in it has the size and
 * checksum the manifest lists, no file is missing and none is extra. Nothing is written.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const found = new Map<string, Omit<ArchivedFile, 'name'>>();
  const manifests: string[] = [];
  try {
    await readArchive(path, async (entry) => {
      if (entry.type === 'directory') return;
      if (entry.name === MANIFEST_NAME) {
        manifests.push((await buffer(entry.stream)).toString('utf8'));
        return;
      }
      if (found.has(entry.name)) throw new Error(`${entry.name} is in it twice`);
      found.set(entry.name, await sha256Of(entry.stream));
    });
  } catch (error) {
    throw new Error(
      `The archive cannot be read (damaged, cut short, or not a backup): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const [manifestText, ...others] = manifests;
  if (manifestText === undefined || others.length > 0) {
    throw new Error(
      `The archive has no single ${MANIFEST_NAME}: it is not a backup, or it was cut short.`,
    );
  }
  const manifest = parseManifest(manifestText);
  const listed = [...manifest.database.entries, ...manifest.files.entries];
  const problems: string[] = [];
  for (const file of listed) {
    const actual = found.get(file.name);
    if (actual === undefined) problems.push(`${file.name} is missing`);
    else if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      problems.push(`${file.name} does not match its checksum`);
    }
    found.delete(file.name);
  }
  for (const name of found.keys()) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) {
    const more =
      problems.length > SHOWN_PROBLEMS ? `, and ${problems.length - SHOWN_PROBLEMS} more` : '';
    throw new Error(
      `The archive is damaged: ${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}.`,
    );
  }
  return manifest;
}

/** The manifest's record of one archived file, found by name. */
export function manifestEntries(manifest: Manifest): Map<string, ArchivedFile> {
  return new Map(
    [...manifest.database.entries, ...manifest.files.entries].map((file) => [file.name, file]),
  );
}

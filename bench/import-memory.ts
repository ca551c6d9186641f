/**
 * Measures what the largest sheets the import accepts, and some it refuses, cost the server
 * (decision 16, "Memory"): for each, a fresh server process (`src/server.ts` under tsx, without
 * the memory reducer as production runs; the API alone) on PGlite in a temporary folder, or on
 * a scratch PostgreSQL database with `--postgres`. It prints the server's resident memory when
 * idle and at its peak while the sheet is checked and imported, how long that took, and the
 * slowest `/api/health` answer meanwhile (asked from another process). A run takes about ten
 * minutes:
 *
 *   npm run bench:import-memory -- [--postgres] [--timeout=<seconds>] [case…]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { zipFile } from '../apps/server/src/test/zip.ts';

const SERVER = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const ADMIN = { loginId: 'measure', password: 'measure-password-1' };
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

interface Upload {
  name: string;
  data: Buffer;
  mapping: (string | null)[];
  /** `dry-run` checks only; `import` checks, starts the job and waits for its end. */
  step: 'dry-run' | 'import';
}

/**
 * Text that compresses like prose (a few to one), not like a bomb: words drawn from a seeded
 * list, at least `size` UTF-8 bytes (or characters) long.
 */
function prose(seed: number, size: number, unit: 'bytes' | 'chars' = 'bytes'): string {
  const words = [
    '스테인리스',
    '밸브',
    'valve',
    '압력',
    'pressure',
    '배관',
    '10 bar',
    '규격',
    'DN50',
  ];
  let state = seed;
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    const word = `${words[state % words.length] ?? ''}${String(state % 1000)} `;
    parts.push(word);
    length += unit === 'bytes' ? Buffer.byteLength(word) : word.length;
  }
  return parts.join('');
}

/** Text deflate packs about 120 to one, under the 250:1 an archive may reach. */
function compressible(count: number): Buffer {
  let state = 1;
  const strings = Array.from({ length: 4_000 }, () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return `<si><t>${'가'.repeat(300)}${state.toString(36)}</t></si>`;
  });
  const chunk = Buffer.from(strings.join(''));
  return Buffer.concat([
    Buffer.from('<sst>'),
    ...Array.from({ length: Math.ceil(count / chunk.length) }, () => chunk),
    Buffer.from('</sst>'),
  ]);
}

const workbook = (sheetXml: Buffer, sharedStrings?: Buffer) =>
  zipFile([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from('<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>'),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: sharedStrings }] : []),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
  ]);

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

const CASES: Record<string, () => Upload> = {
  /** 50,000 products of 2 KB each: a CSV just under the 100 MB limit, imported. */
  'csv-100mb': () => {
    const lines = ['code,name,category,description'];
    for (let i = 0; i < 50_000; i += 1) {
      lines.push(`M-${String(i)},product ${String(i)},measure,"${prose(i, 1_990)}"`);
    }
    return {
      name: 'products.csv',
      data: Buffer.from(lines.join('\n')),
      mapping: ['code', 'name', 'category', 'description'],
      step: 'import',
    };
  },
  /** Shared strings just under their 100 MB limit, one per row, 50,000 rows, imported. */
  'xlsx-shared-100mb': () => {
    const strings: string[] = [];
    const rows: string[] = [`<row r="1">${inline('A1', 'code')}${inline('B1', 'name')}</row>`];
    for (let i = 0; i < 50_000; i += 1) {
      strings.push(`<si><t>${prose(i, 2_050)}</t></si>`);
      const r = String(i + 2);
      rows.push(
        `<row r="${r}">${inline(`A${r}`, `S-${String(i)}`)}${inline(`B${r}`, `product ${String(i)}`)}` +
          `${inline(`C${r}`, 'measure')}<c r="D${r}" t="s"><v>${String(i)}</v></c></row>`,
      );
    }
    return {
      name: 'products.xlsx',
      data: workbook(
        Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`),
        Buffer.from(`<sst>${strings.join('')}</sst>`),
      ),
      mapping: ['code', 'name', 'category', 'description'],
      step: 'import',
    };
  },
  /**
   * One 200,000-character description shared by 1,000 rows: the 200 million characters a
   * sheet may expand to, from a file of a few hundred kilobytes, imported.
   */
  'xlsx-expanded-200m': () => {
    const rows: string[] = [`<row r="1">${inline('A1', 'code')}</row>`];
    for (let i = 0; i < 999; i += 1) {
      const r = String(i + 2);
      rows.push(
        `<row r="${r}">${inline(`A${r}`, `E-${String(i)}`)}${inline(`B${r}`, `product ${String(i)}`)}` +
          `${inline(`C${r}`, 'measure')}<c r="D${r}" t="s"><v>0</v></c></row>`,
      );
    }
    return {
      name: 'products.xlsx',
      data: workbook(
        Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`),
        Buffer.from(`<sst><si><t>${'가'.repeat(199_990)}</t></si></sst>`),
      ),
      mapping: ['code', 'name', 'category', 'description'],
      step: 'import',
    };
  },
  /**
   * 50,000 rows of inline text in an unmapped column, 199 million characters in all (a sheet
   * may expand to 200 million), imported.
   */
  'xlsx-inline-199m': () => {
    const rows: string[] = [`<row r="1">${inline('A1', 'code')}</row>`];
    for (let i = 0; i < 50_000; i += 1) {
      const r = String(i + 2);
      rows.push(
        `<row r="${r}">${inline(`A${r}`, `I-${String(i)}`)}${inline(`B${r}`, `product ${String(i)}`)}` +
          `${inline(`C${r}`, 'measure')}${inline(`E${r}`, prose(i, 3_950, 'chars'))}</row>`,
      );
    }
    return {
      name: 'products.xlsx',
      data: workbook(Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`)),
      mapping: ['code', 'name', 'category', null, null],
      step: 'import',
    };
  },
  /** Refused: a cell past column XFD (once a V8 "invalid size" abort). */
  'xlsx-zzzzzzz2': () => ({
    name: 'products.xlsx',
    data: workbook(
      Buffer.from(
        `<worksheet><sheetData><row r="1">${inline('A1', 'code')}</row><row r="2">${inline('ZZZZZZZ2', 'x')}</row></sheetData></worksheet>`,
      ),
    ),
    mapping: ['code', 'name', 'category'],
    step: 'dry-run',
  }),
  /** Refused: shared strings unpacking to 1,000 MB (the workbook's limit is 1 GB) from 8 MB. */
  'xlsx-shared-1gb': () => ({
    name: 'products.xlsx',
    data: workbook(
      Buffer.from(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
      ),
      compressible(1000 * MB),
    ),
    mapping: ['code', 'name', 'category'],
    step: 'dry-run',
  }),
  /** Refused: a CSV of one 91 MB line. */
  'csv-one-row-91mb': () => ({
    name: 'products.csv',
    data: Buffer.from(`code,name,category\nA,${'valve DN50 '.repeat((91 * MB) / 11)},x\n`),
    mapping: ['code', 'name', 'category'],
    step: 'dry-run',
  }),
};

/** Asks /api/health every 100 ms and prints how long each answer took, in ms. */
const PROBE = `
const url = process.argv[1] + '/api/health';
(async () => {
  // The first fetch loads the HTTP client: not the server's time.
  await fetch(url).then((res) => res.arrayBuffer());
  console.log('ready');
  for (;;) {
    const started = performance.now();
    await fetch(url).then((res) => res.arrayBuffer()).catch(() => undefined);
    console.log(Math.round(performance.now() - started));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
`;

function vm(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  return Number(kb ?? 0) / 1024;
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--no-memory-reducer', '--import', 'tsx', SERVER], {
    // Nothing of this shell's environment: the server reads only what it is given here.
    env: {
      // Not production: that serves the built web app too, which this does not measure.
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_LOGIN: ADMIN.loginId,
      ADMIN_PASSWORD: ADMIN.password,
      TOTP_ENCRYPTION_KEY: 'a'.repeat(64),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${String(code)}: ${output}`));
    });
  });
  return { child, url };
}

async function measure(name: string, upload: Upload, env: Record<string, string>) {
  const { child, url } = await startServer({ ...env, LOG_LEVEL: 'info' });
  const pid = child.pid ?? 0;
  // Set by the exit handler: flow analysis cannot see it change.
  const server: { died: string | null } = { died: null };
  child.once('exit', (code, signal) => {
    server.died = `exited (${String(code ?? signal)})`;
  });
  try {
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${url}/api/admin/v1/category`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'measure' }),
    });
    await sleep(3_000);
    const idle = vm(pid, 'VmRSS');
    let peak = idle;
    let slowestHealth = 0;
    const sampler = setInterval(() => {
      if (server.died === null) peak = Math.max(peak, vm(pid, 'VmRSS'));
    }, 20);
    // Asked from a process of its own, so this one's work (sending the upload) does not count.
    const prober = spawn(process.execPath, ['-e', PROBE, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lastAnswer = performance.now();
    await new Promise<void>((ready) => {
      prober.stdout.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (line === 'ready') ready();
          else if (line !== '') slowestHealth = Math.max(slowestHealth, Number(line));
          lastAnswer = performance.now();
        }
      });
    });
    const started = performance.now();
    let outcome: string;
    try {
      const form = new FormData();
      form.append('mapping', JSON.stringify(upload.mapping));
      form.append('file', new Blob([upload.data]), upload.name);
      const res = await fetch(
        `${url}/api/admin/v1/product/import${upload.step === 'dry-run' ? '/dry-run' : ''}`,
        { method: 'POST', headers: auth, body: form, signal: AbortSignal.timeout(TIMEOUT_MS) },
      );
      const body = (await res.json()) as { id?: number; code?: string; total?: number };
      outcome = `${String(res.status)} ${body.code ?? `${String(body.total)} rows`}`;
      if (res.status === 202 && body.id !== undefined) {
        for (;;) {
          await sleep(500);
          const job = (await (
            await fetch(`${url}/api/admin/v1/product/import/${String(body.id)}`, { headers: auth })
          ).json()) as { status: string; created: number; updated: number; refused: number };
          if (job.status !== 'running') {
            outcome += `, job ${job.status}: ${String(job.created)} created, ${String(job.refused)} refused`;
            break;
          }
        }
      }
    } catch (error) {
      outcome = `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    prober.kill();
    // A request still unanswered counts for as long as it has waited.
    slowestHealth = Math.max(slowestHealth, performance.now() - lastAnswer);
    if (server.died !== null) outcome += `; server ${server.died}`;
    console.log(
      `${name.padEnd(20)} ${(upload.data.length / MB).toFixed(1).padStart(6)} MB  ${outcome}\n` +
        `${''.padEnd(20)} ${seconds.toFixed(1)} s, RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB` +
        ` (+${(peak - idle).toFixed(0)} MB), slowest health ${slowestHealth.toFixed(0)} ms`,
    );
  } finally {
    child.kill('SIGKILL');
  }
}

const postgres = process.argv.includes('--postgres');
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** How long a request may go unanswered (`--timeout=<seconds>`; 600 s). */
const TIMEOUT_MS =
  1000 *
  Number(
    /^--timeout=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--timeout=')) ?? '')?.[1] ??
      600,
  );
for (const [name, make] of Object.entries(CASES)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const upload = make();
  if (postgres) {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    const database = `measure_${String(process.pid)}`;
    await admin.query(`create database ${database}`);
    try {
      await measure(name, upload, {
        DATABASE_URL: POSTGRES.replace(/\/postgres$/, `/${database}`),
      });
    } finally {
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'measure-import-'));
    try {
      await measure(name, upload, { DATA_DIR: dir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

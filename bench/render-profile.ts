/**
 * Where an uncached server render of a product page spends its CPU (issue 30): seeds
 * BENCH_PRODUCTS (10,000) products into a fresh embedded database, starts the compiled server
 * under V8's sampling profiler (`--cpu-prof`), requests BENCH_RENDERS (400) product pages never
 * asked before, one at a time (so each is rendered and its product read; the menus' data is
 * cached, as on a running site: `npm run bench:web`'s uncached figure), and prints the profile folded by package and
 * by the request's stages, with the server's CPU per render. Run `npm run build` first, then
 * `npm run profile:render`; the .cpuprofile is kept for Chrome's or speedscope's flame graph.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import {
  SCRIPTS,
  cleanUp,
  cpuSeconds,
  runScript,
  startServer,
  stopServer,
} from './lib/processes.ts';
import { prepareSite } from './lib/site.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 400);

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type Profile = z.infer<typeof profileSchema>;

/** Where a frame's code lives: a package, the app's own bundles, Node, or V8 itself. */
function ownerOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.includes('apps/web/dist')) return 'web bundle (app code, React inlined)';
  if (url.includes('apps/server/dist')) return 'server (app code)';
  if (url.startsWith('node:')) return 'node';
  if (url === '') return `(${functionName || 'v8'})`;
  return url;
}

/** Self time by owner, and inclusive time of the frames named in `stages`. */
function fold(profile: Profile, stages: readonly RegExp[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const owners = new Map<string, number>();
  const inStage = stages.map(() => 0);
  let total = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    total += micros;
    const owner = ownerOf(node.callFrame.url, node.callFrame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
    // A sample counts once for each stage on its stack.
    const seen = new Set<number>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)?.callFrame.functionName ?? '';
      stages.forEach((stage, i) => {
        if (!seen.has(i) && stage.test(name)) {
          seen.add(i);
          inStage[i] = (inStage[i] ?? 0) + micros;
        }
      });
    }
  }
  return { total, owners, inStage };
}

/** Frames that mark the stages of a page request (decision 10's path, docs/architecture.md). */
const STAGES: [string, RegExp][] = [
  [
    'React render to a stream',
    /^(renderToPipeableStream|renderToReadableStream|performWork|renderNodeDestructive)$/,
  ],
  [
    'route loaders (in-process API calls)',
    /^(loadRouteData|callLoader|callLoaderOrAction|loader)$/,
  ],
  ['app.inject (the API inside the render)', /^(inject|Chain)$/],
  ['database (PGlite thread messages)', /^(query|execute|queryRows)$/],
  ['JSON and zod', /^(parse|safeParse|stringify|_parse)$/],
  ['compression', /^(brotliCompress|zlibBufferSync|processChunkSync|compress)$/],
];

const env = await prepareSite('pglite', 'render-profile');
try {
  console.log(`seeding ${PRODUCTS.toLocaleString('en')} products…`);
  await runScript(SCRIPTS.seed, ['--products', String(PRODUCTS)], env);
  const profileDir = await mkdtemp(join(tmpdir(), 'render-profile-'));
  const server = await startServer(
    {
      ...env,
      // As production runs it, the web app served and rendered by the server.
      NODE_ENV: 'production',
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir} --cpu-prof-interval=200`,
    },
    SCRIPTS.compiledServer,
  );
  const render = async (id: number) => {
    const res = await fetch(`${server.origin}/product/detail/${String(id)}`);
    if (res.status !== 200) throw new Error(`product ${String(id)}: ${String(res.status)}`);
    await res.arrayBuffer();
  };
  // Published products, newest first, as many as the renders and the warm-up take.
  const ids: number[] = [];
  for (let page = 0; ids.length < RENDERS + 50; page += 1) {
    const res = await fetch(`${server.origin}/api/data/v1/product?size=100&page=${String(page)}`);
    const { items } = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .parse(await res.json());
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  // Warm: the code is compiled and the database's pages are in memory, as on a running site.
  for (const id of ids.slice(0, 50)) await render(id);
  const before = cpuSeconds(server.child.pid ?? 0);
  const started = performance.now();
  for (const id of ids.slice(50, 50 + RENDERS)) await render(id);
  const wall = (performance.now() - started) / RENDERS;
  const cpu = ((cpuSeconds(server.child.pid ?? 0) - before) * 1000) / RENDERS;
  await stopServer(server);
  // One profile per thread (PGlite has a worker of its own): the main thread's renders.
  const [file] = (await readdir(profileDir)).filter((f) => /^CPU(\.\d+){3}\.0\./.test(f));
  if (file === undefined) throw new Error('the server wrote no profile');
  const profile = profileSchema.parse(JSON.parse(await readFile(join(profileDir, file), 'utf8')));
  const { total, owners, inStage } = fold(
    profile,
    STAGES.map(([, re]) => re),
  );
  const share = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `\n${RENDERS} uncached product pages: ${cpu.toFixed(2)} ms of server CPU and ${wall.toFixed(2)} ms each`,
  );
  console.log('\nself time by owner (the whole profile, warm-up and shutdown included):');
  for (const [owner, micros] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${share(micros)}  ${owner}`);
  }
  console.log('\ninclusive time by stage (a sample counts in every stage on its stack):');
  STAGES.forEach(([label], i) => {
    console.log(`  ${share(inStage[i] ?? 0)}  ${label}`);
  });
  console.log(`\nprofile: ${join(profileDir, file)}`);
} finally {
  await cleanUp();
}

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  exited: Promise<number | null>;
}

/**
 * Preloads (`--import`) that make a server stop answering on SIGWINCH, which nothing else
 * uses: a main thread that spins, as a JavaScript bug would, and a V8 fatal error, as an
 * array grown past V8's limit ends (`Fatal JavaScript invalid size error`).
 */
export const STOPS_ANSWERING_ON_SIGWINCH = {
  spin: 'data:text/javascript,process.on("SIGWINCH",()=>{for(;;);})',
  v8FatalError: `data:text/javascript,${encodeURIComponent(
    'import v8 from "node:v8"; v8.setFlagsFromString("--allow-natives-syntax");' +
      'process.on("SIGWINCH", () => new Function(\'%AbortJS("a V8 fatal error, for a test")\')());',
  )}`,
};

/**
 * The real server (server.ts) as a child process on PGlite in `dataDir`, listening on a free
 * loopback port. `listening` resolves once it listens, or rejects with its stderr if it exits
 * first. `nodeArgs` go before the script (`--import` preloads).
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): { process: ChildProcess; listening: Promise<ServerProcess> } {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<ServerProcess>((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve({ process: child, url: match[1], exited });
    });
    void exited.then((code) => {
      reject(new Error(`the server exited with ${code}: ${stderr}`));
    });
  });
  return { process: child, listening };
}

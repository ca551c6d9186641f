import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a script of src/scripts as `npm run` would (through tsx), with `env` added; its output. */
export function runScript(path: string, args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', path, ...args], {
    env: { ...process.env, ...env },
  });
}

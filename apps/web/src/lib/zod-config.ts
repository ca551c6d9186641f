import { z } from 'zod';

/*
 * zod probes for eval (`new Function`) when it builds its first object schema, to compile
 * parsers; the Content-Security-Policy forbids eval, so the probe is a reported violation.
 * jitless skips it. Every module that imports zod or a contract schema module at run time
 * imports this one first, so it runs before any schema is built; the build also puts it in zod's
 * own chunk (vite.config.ts), where it runs as that chunk loads (decision 12).
 *
 * Not on the server: there the rendered pages share zod's configuration (a global) with the
 * API, whose schemas keep their compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

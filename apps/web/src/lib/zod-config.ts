import { z } from 'zod';

/*
 * Imported first by main.tsx, before any schema exists: zod decides at each object schema's
 * creation whether to compile its parser with `new Function`, probing for eval. The
 * Content-Security-Policy forbids eval, so the probe is a reported violation; jitless skips it.
 */
z.config({ jitless: true });

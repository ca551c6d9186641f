/**
 * Starts the app once the server-rendered page has been painted (decision 0010). The page reads
 * and links work without the app, so its code must not compete with the stylesheets, fonts and
 * pictures that draw the page. index.html names the entry and the modules it needs, shared
 * chunks first (vite/deferred-start.ts); the server adds the page's own (entry-server.tsx).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
const modules = script?.dataset.preload?.split(' ').filter((href) => href !== '') ?? [];

/** Lets the browser handle input and paint between two pieces of work. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

async function start() {
  if (entry === undefined) return;
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Running every module in one go would be one long task (a third of a second on a mid-range
  // phone): each chunk runs in a task of its own, then the entry, whose imports are all done.
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

// After the first frame: the page is on screen. A hidden tab paints nothing, so has nothing to wait for.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));

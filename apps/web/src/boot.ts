/**
 * Starts the app once the server-rendered page has been painted (decision 0010). The page reads
 * and links work without the app, so its code must not compete with the stylesheets, fonts and
 * pictures that draw the page. index.html names the entry and the modules to fetch beside it
 * (vite/deferred-start.ts); the server adds the page's own (entry-server.tsx).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;

function start() {
  if (entry === undefined) return;
  for (const href of script?.dataset.preload?.split(' ') ?? []) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

// After the first frame: the page is on screen. A hidden tab paints nothing, so has nothing to wait for.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

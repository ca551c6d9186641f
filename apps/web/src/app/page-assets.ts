/** Vite's build manifest (`build.manifest`): per source file, its chunk, CSS and static imports. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/** Where the server finds the manifest among the built files. */
export const MANIFEST_PATH = '/.vite/manifest.json';

export type PageAssets = {
  /** The stylesheets and code of source `modules` (and what they import) that `template` lacks. */
  of: (modules: string[]) => { stylesheets: string[]; scripts: string[] };
};

/**
 * The files a page's lazy modules need. Vite links the entry's own in index.html; a page whose
 * code is a lazy chunk (router.tsx) would get its CSS only once the app ran, so a rendered page
 * would show unstyled until then.
 */
export function pageAssets(manifest: BuildManifest, template: string): PageAssets {
  const linked = new Set(template.match(/\/assets\/[^"\s]+/g));
  const inTemplate = (url: string) => linked.has(url);
  const of = (modules: string[]) => {
    const stylesheets = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      const url = chunk === undefined ? undefined : `/${chunk.file}`;
      if (chunk === undefined || url === undefined || scripts.has(url)) return;
      scripts.add(url);
      for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return {
      stylesheets: [...stylesheets].filter((url) => !inTemplate(url)),
      scripts: [...scripts].filter((url) => !inTemplate(url)),
    };
  };
  return { of };
}

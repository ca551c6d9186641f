import type { ComponentType } from 'react';
import { loadNamespaces } from './i18n/i18n';

/** A route whose component is its own chunk, loaded with the translation namespaces it needs. */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: string[] = [],
) {
  return {
    lazy: {
      Component: async () => {
        const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
        return pick(module);
      },
    },
  };
}

import type { ImageUsage } from '@app/contract/image';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One place an image appears, as a feature's finder reports it. */
export interface ImageUsageHit extends ImageUsage {
  imageId: number;
}

/**
 * Answers "where are these images used?" for a whole batch in one query per feature
 * (products, posts, pages…), so the library list never asks per image.
 */
export type ImageUsageFinder = (imageIds: number[]) => Promise<ImageUsageHit[]>;

export interface ImageUsageRegistry {
  /** Called once per feature when its routes load, e.g. `app.imageUsage.register('product', …)`. */
  register: (kind: string, finder: ImageUsageFinder) => void;
  /** Every usage of the given images, grouped by image id (ids without usage are absent). */
  find: (imageIds: number[]) => Promise<Map<number, ImageUsage[]>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    imageUsage: ImageUsageRegistry;
  }
}

export function createImageUsageRegistry(): ImageUsageRegistry {
  const finders = new Map<string, ImageUsageFinder>();
  return {
    register(kind, finder) {
      if (finders.has(kind)) throw new Error(`image usage finder "${kind}" is registered twice`);
      finders.set(kind, finder);
    },
    async find(imageIds) {
      const byImage = new Map<number, ImageUsage[]>();
      if (imageIds.length === 0) return byImage;
      const asked = new Set(imageIds);
      const results = await Promise.all([...finders.values()].map((finder) => finder(imageIds)));
      const seen = new Set<string>();
      for (const hit of results.flat()) {
        const identity = JSON.stringify([hit.imageId, hit.kind, hit.id]);
        if (!asked.has(hit.imageId) || seen.has(identity)) continue;
        seen.add(identity);
        const list = byImage.get(hit.imageId) ?? [];
        list.push({ kind: hit.kind, id: hit.id, title: hit.title });
        byImage.set(hit.imageId, list);
      }
      return byImage;
    },
  };
}

export const imageUsagePlugin = fp((app: FastifyInstance) => {
  app.decorate('imageUsage', createImageUsageRegistry());
});

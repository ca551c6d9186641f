import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { importImage } from '../modules/image/image-import.ts';
import type { Storage } from '../storage/storage.ts';

/** Soft product-photo backgrounds and bolder shape colours, picked by the seed. */
const BACKGROUNDS = ['#f4efe6', '#e8f1f8', '#eef6ea', '#fbeaea', '#f1ecf8', '#fdf6dc', '#e6f4f1'];
const SHAPES = ['#d9480f', '#1c7ed6', '#2b8a3e', '#c2255c', '#7048e8', '#e67700', '#0c8599'];

/** A small deterministic generator, so a seed always draws the same picture. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], r: number): T => {
  const item = items[Math.floor(r * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/**
 * A product-like picture for demo and benchmark data: a coloured background with a few shapes
 * (drawn as SVG and rendered by sharp to PNG), so the catalogue looks real without downloads.
 */
export async function sampleProductImage(seed: number, width = 1200, height = 900) {
  const r = random(seed);
  const background = pick(BACKGROUNDS, r());
  const shapes = Array.from({ length: 3 + Math.floor(r() * 3) }, () => {
    const colour = pick(SHAPES, r());
    const x = Math.round(r() * width);
    const y = Math.round(r() * height);
    const size = Math.round((0.12 + r() * 0.25) * Math.min(width, height));
    const opacity = (0.55 + r() * 0.4).toFixed(2);
    switch (Math.floor(r() * 3)) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}" fill-opacity="${opacity}"/>`;
      case 1:
        return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${Math.round(size * 0.7)}" rx="${Math.round(size / 10)}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${Math.round(r() * 40 - 20)} ${x} ${y})"/>`;
      default:
        return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${colour}" fill-opacity="${opacity}"/>`;
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <ellipse cx="${width / 2}" cy="${height * 0.86}" rx="${width * 0.32}" ry="${height * 0.05}" fill="#000" fill-opacity="0.08"/>
    ${shapes.join('\n    ')}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Imports `count` generated pictures into the image library; answers their ids. */
export async function importSampleImages(db: Db, storage: Storage, count: number) {
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const png = await sampleProductImage(i);
    const { row } = await importImage(db, storage, png, `sample-${i}.png`, null);
    ids.push(row.id);
  }
  return ids;
}

import type { Language } from '../../lib/i18n/language';

/**
 * The company pages (about, terms, privacy, smart, research, patent) as structured documents.
 * They ship with the build for now; a later issue makes them editable on the server.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'facts'; items: { term: string; description: string }[] }
  | { kind: 'cards'; items: { title: string; text: string }[] };

export type DocumentSection = {
  heading: string;
  blocks: Block[];
};

export type PageDocument = {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** Where in the site the page belongs, shown above the title. */
  eyebrow?: string;
  sections: DocumentSection[];
  /** Legal texts list their sections up front and state when they take effect. */
  withContents?: boolean;
  effectiveDate?: string;
};

export type Localized<T> = Record<Language, T>;

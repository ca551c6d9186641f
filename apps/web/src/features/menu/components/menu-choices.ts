import type { ReactNode } from 'react';

/** A board or category staff may link to, by its names. */
export type MenuRowChoice = {
  id: number;
  name: string;
  nameEn: string | null;
  /** How the choice names it, when its name alone is not enough (a category under its parents). */
  path?: string;
};

/** What the product choice takes (the page gives the catalogue's own picker). */
export type ProductChoiceProps = {
  label: string;
  value: number | null;
  onChange: (product: { id: number; name: string } | null) => void;
  error?: string | undefined;
};

/**
 * The rows the editor offers, given by the page: every board, every category (named with its
 * parents) and the catalogue's product picker.
 */
export type MenuChoices = {
  boards: readonly MenuRowChoice[];
  categories: readonly MenuRowChoice[];
  productPicker: (props: ProductChoiceProps) => ReactNode;
};

import { PRODUCT_RESULT_WINDOW } from '@app/contract/product-constants';

/** The pages a list offers: every page of its results, up to the result window's last. */
export const resultPages = (total: number, size: number) =>
  Math.min(Math.ceil(total / size), Math.floor(PRODUCT_RESULT_WINDOW / size));

/**
 * How a page's total reads: exact, a lower bound (a plain list counted up to the result window)
 * or an estimate (a search with more than PRODUCT_EXACT_TOTAL matches): the suffix of its
 * translation key.
 */
export const totalWording = (page: {
  totalCapped: boolean;
  totalEstimated: boolean;
}): '' | 'Capped' | 'About' => (page.totalEstimated ? 'About' : page.totalCapped ? 'Capped' : '');

/** Whether the list holds more results than its pages reach, which it then says. */
export const beyondWindow = (total: number) => total > PRODUCT_RESULT_WINDOW;

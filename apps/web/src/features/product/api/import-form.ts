import type { ProductImportMapping } from '@app/contract/product-import';

/** What the dry run and the import send: the mapping first, then the sheet and the image ZIP. */
export interface ImportFiles {
  sheet: File;
  images: File | null;
  mapping: ProductImportMapping;
}

export function importForm({ sheet, images, mapping }: ImportFiles): FormData {
  const form = new FormData();
  form.append('mapping', JSON.stringify(mapping));
  form.append('file', sheet, sheet.name);
  if (images !== null) form.append('images', images, images.name);
  return form;
}

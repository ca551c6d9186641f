/** "1.5 MB", "320 kB", "12 byte": a file size in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : bytes >= 1_000
        ? (['kilobyte', bytes / 1_000] as const)
        : (['byte', bytes] as const);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

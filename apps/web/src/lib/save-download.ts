/** Hands a fetched file to the browser as a download under the server's file name. */
export function saveDownload({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has its own copy once started; the page's can go.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Saves a blob as a file through a temporary object URL and link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled, or some browsers cancel the download.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

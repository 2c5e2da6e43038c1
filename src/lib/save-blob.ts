/**
 * Saves a file the page holds (a made .ics, a fetched PDF): a Blob link clicked from code,
 * nothing inline, so the strict CSP allows it. The URL is let go after `revokeAfterMs`: the
 * download has its own copy once it started, and a minute is ample for a slow device.
 */
export function saveBlob(file: Blob, fileName: string, revokeAfterMs = 60_000): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

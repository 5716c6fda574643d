// Hands a file the portal made or fetched (with the session's token, so not by a plain link) to
// the browser as a download under the name given. The one way every screen saves a file.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  // In the document while clicked: some browsers ignore a click on a detached link.
  document.body.append(a);
  a.click();
  a.remove();
  // Later, not at once: freeing the URL before the download has read it would cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

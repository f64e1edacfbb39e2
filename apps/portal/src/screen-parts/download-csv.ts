/** Hands a CSV to the browser as a download (a BOM first, so Excel reads £ and › as UTF-8). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in Firefox.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

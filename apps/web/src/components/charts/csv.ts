// The numbers of a chart as a CSV file (issue 51: 'Descargar CSV'): the same header and cells as the
// chart's table, so what is downloaded is what is read on screen. Comma-separated, quoted where needed
// (RFC 4180), CRLF line ends, and a byte-order mark so a spreadsheet opens the accents right.

export type CsvCell = string | number;

function escapeCell(cell: CsvCell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** 'Semana,Realizada\r\n03/11/2026,4\r\n' for a header and its rows. */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers the CSV as a download named `fileName` (the browser saves it; nothing is sent anywhere). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

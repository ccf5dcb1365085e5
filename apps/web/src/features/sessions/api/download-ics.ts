// GET /sessions/{id}/ics (docs/decisions/024): the session as a calendar event. The call needs the
// bearer token, so a plain <a href> cannot fetch it: the file is fetched and then saved from a blob.
import { useMutation } from '@tanstack/react-query';
import { getBlob } from '@/lib/api-client';

export const ICS_FILE_NAME = 'sesion-charla.ics';
export const ICS_ERROR = 'No se pudo descargar el evento para tu calendario';

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the next task frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadSessionIcs(sessionId: string): Promise<void> {
  const blob = await getBlob(`/sessions/${encodeURIComponent(sessionId)}/ics`);
  // Saved as text/calendar whatever type the response named, so the system offers a calendar app.
  saveFile(new Blob([await blob.text()], { type: 'text/calendar;charset=utf-8' }), ICS_FILE_NAME);
}

export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs });
}

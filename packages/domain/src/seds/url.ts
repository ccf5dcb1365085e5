// The SED form's video link (spec part 1 §5; DESIGN: the quirk "http:// or {host}" means https://).
import { z } from 'zod';

export const VIDEO_URL_MESSAGE = 'Por favor ingrese una URL válida que comience con http:// o https://';
export const VIDEO_URL_OK = '¡URL válida!';

export function isValidVideoUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || text.length > 2000) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}

export const VideoUrl = z.string({ error: VIDEO_URL_MESSAGE }).trim().refine(isValidVideoUrl, VIDEO_URL_MESSAGE);

export const SED_STATUSES = ['pendiente', 'procesando', 'listo', 'fallido'] as const;
export type SedStatus = (typeof SED_STATUSES)[number];
/** The states in people's words (for staff screens; the student sees 'Procesando…' or nothing). */
export const SED_STATUS_LABELS: Record<SedStatus, string> = {
  pendiente: 'Pendiente',
  procesando: 'Procesando',
  listo: 'Procesado',
  fallido: 'Falló el procesamiento',
};

export const SED_MESSAGES = {
  notReady: 'Aun no disponible',
  sent: 'SED enviado con éxito',
  submitError: 'Error al enviar el formulario',
  listError: 'Error al cargar los SEDs',
  detailError: 'Error al cargar los detalles del SED',
  noMore: 'No hay más SEDs para cargar',
  recordAudio: 'Por favor grabe un audio',
} as const;

/** 10 minutes: the longest SED recording accepted. */
export const MAX_SED_SECONDS = 600;

// The words of a reading's screens (issue 49): plain Spanish for the student and the tutor alike, never
// the field names (no 'WCPM', no 'accuracy'). The status lines come from READING_MESSAGES (domain).
import { DISPLAY_LOCALE } from '@charla/domain/time';

const oneDecimal = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 0 });

/** '1 min 12 s', '45 s', '2.6 s' (es-MX digits, DESIGN §11). */
export function formatReadingSeconds(seconds: number): string {
  if (seconds < 60) return `${oneDecimal.format(seconds)} s`;
  const rounded = Math.round(seconds);
  const rest = rounded % 60;
  return `${Math.floor(rounded / 60)} min${rest ? ` ${rest} s` : ''}`;
}

/** Words correct per minute, a whole number: '98', '1,204'. */
export const formatWholeNumber = (value: number) => whole.format(value);

export const READING_TEXTS = {
  passageLabel: 'Texto para leer',
  markedLabel: 'Tu lectura, palabra por palabra',
  markedLabelTutor: 'La lectura, palabra por palabra',
  correctWords: 'Palabras correctas',
  pace: 'Palabras por minuto',
  duration: 'Tiempo leyendo',
  omitted: 'omitida',
  inserted: 'añadida',
  said: (heard: string) => `dijo: ${heard}`,
  pause: (seconds: string) => `pausa de ${seconds}`,
  play: (word: string) => `Escuchar «${word}»`,
  legendLabel: 'Qué significa cada marca',
  legendCorrect: 'Leída bien',
  legendOmitted: 'No se leyó',
  legendSubstituted: 'Se leyó otra palabra',
  legendInserted: 'Palabra añadida',
  legendPause: 'Pausa larga',
  legendPlay: 'Toca una palabra para escucharla en la grabación.',
  tutorTitle: 'Lectura en voz alta',
  chartEmpty: 'Aún no hay lecturas evaluadas.',
} as const;

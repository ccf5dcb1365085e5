// SED rows as GET /api/seds answers them (DESIGN §4 list shape).
import type { Sed } from '../api/sed';

export const sedId = (n: number) => `01a1fb99-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function makeSed(n: number, overrides: Partial<Sed> = {}): Sed {
  const created = new Date(Date.UTC(2026, 10, 20, 18, 30) - n * 3_600_000).toISOString();
  return {
    id: sedId(n),
    user_id: '01a1fb99-0000-7000-8000-00000000aaaa',
    user_name: 'Lucía Hernández',
    video_url: `https://www.youtube.com/watch?v=video${n}`,
    audio_url: `/api/seds/${sedId(n)}/audio`,
    audio_seconds: 9.5,
    status: 'listo',
    transcription: 'hello my name is lucia\nevery morning i walk to work',
    total_words: 10 + n,
    feedback: 'Palabras: 10 (9 distintas)\nPalabras por minuto: 62.7',
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export const listPage = (rows: Sed[], page: number) => ({
  success: true,
  data: { data: rows, page_number: page, page_size: 10 },
});

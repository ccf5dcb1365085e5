import { describe, expect, it } from 'vitest';
import { totalQuotaNote } from './plan-form-values';

const quotas = (reading: unknown, speaking: unknown, total: unknown) => ({
  maximum_reading_sessions: reading,
  maximum_speaking_sessions: speaking,
  maximum_total_sessions: total,
});

describe('totalQuotaNote', () => {
  it.each([
    [quotas(2, 4, 6), null],
    [quotas(8, 8, 12), null],
    [quotas(4, 4, 4), null],
    [quotas(0, 0, 0), null],
    [
      quotas(8, 2, 4),
      'El total (4) es menor que el máximo de Reading (8): el total limita la suma de ambos tipos, así que un estudiante del plan podrá agendar como máximo 4 sesiones al mes.',
    ],
    [
      quotas(0, 3, 1),
      'El total (1) es menor que el máximo de Speaking (3): el total limita la suma de ambos tipos, así que un estudiante del plan podrá agendar como máximo 1 sesión al mes.',
    ],
    [
      quotas(10, 10, 0),
      'El total (0) es menor que los máximos de Reading (10) y de Speaking (10): el total limita la suma de ambos tipos, así que un estudiante del plan podrá agendar como máximo 0 sesiones al mes.',
    ],
    // What is not a number yet counts as 0 (spec part 2 §5), as the field will send it.
    [quotas(undefined, Number.NaN, 5), null],
    [quotas(-3, 1.5, 0), null],
  ])('%o → %s', (values, expected) => {
    expect(totalQuotaNote(values)).toBe(expected);
  });
});

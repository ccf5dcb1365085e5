// A session's types and states, and the names the screens give the types (spec part 1 §5). No schema
// here, so a screen's first chunk can name a type without the booking form's validation.
export const SESSION_TYPES = ['speaking-session', 'reading-session'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  'speaking-session': 'Speaking',
  'reading-session': 'Reading',
};

export const SESSION_STATES = ['programada', 'cancelada'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** Where dates and times are shown (spec part 1 §1; DESIGN §11). */
export const DISPLAY_TIME_ZONE = 'America/Mexico_City';
/** Lesson completion dates and the tutor schedule are shown in Costa Rica time. */
export const COSTA_RICA_TIME_ZONE = 'America/Costa_Rica';
/** A tutor's availability is wall-clock time in the tutor's zone; this is the default zone. */
export const DEFAULT_TUTOR_TIME_ZONE = COSTA_RICA_TIME_ZONE;
export const DISPLAY_LOCALE = 'es-MX';

export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Spanish names of the zones people here live in (issue 8: the profile shows a city, not an IANA id).
 * A zone not listed reads as its city part with spaces ('America/Argentina/Buenos_Aires' → 'Buenos Aires').
 */
const TIME_ZONE_NAMES_ES: Record<string, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Monterrey': 'Monterrey',
  'America/Cancun': 'Cancún',
  'America/Tijuana': 'Tijuana',
  'America/Costa_Rica': 'Costa Rica',
  'America/Guatemala': 'Guatemala',
  'America/El_Salvador': 'El Salvador',
  'America/Tegucigalpa': 'Tegucigalpa',
  'America/Managua': 'Managua',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/Santo_Domingo': 'Santo Domingo',
  'America/Puerto_Rico': 'Puerto Rico',
  'America/Bogota': 'Bogotá',
  'America/Caracas': 'Caracas',
  'America/Guayaquil': 'Guayaquil',
  'America/Lima': 'Lima',
  'America/La_Paz': 'La Paz',
  'America/Santiago': 'Santiago de Chile',
  'America/Asuncion': 'Asunción',
  'America/Montevideo': 'Montevideo',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Sao_Paulo': 'São Paulo',
  'America/New_York': 'Nueva York',
  'America/Chicago': 'Chicago',
  'America/Denver': 'Denver',
  'America/Los_Angeles': 'Los Ángeles',
  'America/Toronto': 'Toronto',
  'Europe/Madrid': 'Madrid',
  'Europe/London': 'Londres',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Rome': 'Roma',
  'Europe/Lisbon': 'Lisboa',
  UTC: 'Tiempo universal (UTC)',
};

export function timeZoneName(zone: string): string {
  const known = TIME_ZONE_NAMES_ES[zone];
  if (known) return known;
  const city = zone.split('/').pop()?.replace(/_/g, ' ').trim();
  return city || zone;
}

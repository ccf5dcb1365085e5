/** The ISO instant the e2e server and browsers freeze at, or undefined for the real clock. */
export function e2eFixedNow(now?: Date, override?: string): string | undefined;

// Where the session's token is kept (localStorage). Its own module, so the build's warm-up script
// (vite-warmup.ts) reads the same key as the app (lib/session.ts).
export const TOKEN_KEY = 'charla.token';

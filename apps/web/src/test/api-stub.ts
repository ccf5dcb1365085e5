// Stubs the network boundary (global fetch) with canned API answers, keyed 'METHOD /api/path'.
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown } | 'network-error';
/** A function may answer later (a promise), to observe what the screen shows while it waits. */
export type Routes = Record<string, Reply | ((request: Request) => Reply | Promise<Reply>)>;

export function json(body: unknown, status = 200): Reply {
  return { status, body };
}

/**
 * What the signed-in frame asks for on every screen by itself (the bell's unread count, polled):
 * answered like this unless a test names the route, and left out of `calls`, which lists what the
 * screen under test asked for.
 */
export const BACKGROUND_ROUTES: Record<string, Reply> = {
  'GET /api/notifications/unread_count': json({ success: true, data: { unread: 0 } }),
};

function replyWith(reply: Reply | undefined): Response {
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  if (!reply) return new Response(JSON.stringify({ success: false, detail: 'Ruta no encontrada' }), { status: 404 });
  return new Response(JSON.stringify(reply.body ?? {}), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

export function stubApi(routes: Routes = {}) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${url.search}`;
    const text = init?.body && typeof init.body === 'string' ? init.body : undefined;
    const background = BACKGROUND_ROUTES[key];
    if (background && !(key in routes)) return replyWith(background);
    calls.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    const route = routes[key];
    return replyWith(typeof route === 'function' ? await route(request) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

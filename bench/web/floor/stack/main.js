// A floor of `npm run bench:web` (bench/web/floor.mjs): the least page on the app's libraries (DESIGN §3) —
// react-router, TanStack Query, react-hook-form with a zod schema, react-hot-toast — each used once, as a
// sign-in page uses them, over the HTML's first paint. None of the product's code.
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Route, Routes } from 'react-router';
import { z } from 'zod';

z.config({ jitless: true }); // as the app's entry does (apps/web/src/zod-jitless.ts)
const SignIn = z.object({ email: z.email('Correo no válido'), password: z.string().min(8, 'Mínimo 8 caracteres') });
const client = new QueryClient();

function Page() {
  const form = useForm({ resolver: zodResolver(SignIn) });
  const welcome = useQuery({ queryKey: ['welcome'], queryFn: async () => 'Aprende inglés y francés con tutores.' });
  return h(
    'main',
    { style: { fontFamily: 'sans-serif', padding: '24px' } },
    h('h1', null, 'Charla'),
    h('p', null, welcome.data ?? '…'),
    h(
      'form',
      { onSubmit: form.handleSubmit(() => {}) },
      h('label', null, 'Correo ', h('input', { type: 'email', ...form.register('email') })),
      h('label', null, ' Contraseña ', h('input', { type: 'password', ...form.register('password') })),
      h('button', { type: 'submit' }, 'Entrar'),
    ),
  );
}

createRoot(document.getElementById('root')).render(
  h(
    StrictMode,
    null,
    h(
      QueryClientProvider,
      { client },
      h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
      h(Toaster),
    ),
  ),
);

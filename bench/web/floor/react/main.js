// A floor of `npm run bench:web` (bench/web/floor.mjs): React 19 and nothing else, rendering one heading and
// one paragraph over the HTML's first paint, as the app's entry renders over its own.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return h(
    'main',
    { style: { fontFamily: 'sans-serif', padding: '24px' } },
    h('h1', null, 'Charla'),
    h('p', null, 'Aprende inglés y francés con tutores uno a uno.'),
  );
}

createRoot(document.getElementById('root')).render(h(Page));

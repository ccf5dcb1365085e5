// The app's Content-Security-Policy allows no eval (script-src 'self'), so zod's compiled object
// parsers can never run in the browser; without this, zod's probe for them (a caught `new Function('')`)
// is still reported as a CSP violation on every page (DevTools' Issues, Lighthouse's best practices).
// zod decides per object schema when the schema is created: main.tsx imports this before anything else.
import { z } from 'zod';

z.config({ jitless: true });

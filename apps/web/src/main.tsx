import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@charla/domain/zod-messages';
import { App } from './app/app';
import { markAppStarted } from './app/app-start';
import { applyPreloadedStylesheets } from './lib/stylesheets';
import './styles.css';

// The first render is a transition, so React renders it in slices of a few ms and the phone's main thread
// stays free between them (a blocking render was one long task of 100+ ms at 4x CPU; decision 025). It
// waits for the app's stylesheet, which the built page only preloads (lib/stylesheets.ts).
markAppStarted();
const root = createRoot(document.getElementById('root')!);
void applyPreloadedStylesheets().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

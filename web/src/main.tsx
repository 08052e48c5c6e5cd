// Mantine's base layer only: the variables, reset and body styles MantineProvider relies on. The
// component styles come with the chunks that render components (components/mantine.css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/app.tsx';
import { preloadView } from '#web/app/router.tsx';

// The opened page's own code first, so that its first render draws it rather than a fallback. The
// header index.html painted stays meanwhile; a failed load is left to the router's fallback. A
// promise rather than a top-level await, which would split the entry into a chunk per module.
void preloadView(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition lets React yield to the browser every few milliseconds while it builds the
    // first page, instead of holding the main thread for one long task: a tablet answers a tap
    // sooner (Lighthouse's blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

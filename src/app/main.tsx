// The portal's entry: read wgConfig.json, build the session, render the routes.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWgConfig } from '../api/config';
import { themeClass } from '../ui/theme.css';
import { App, signInPage } from './App';
import { createSession } from './session/SessionContext';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  document.documentElement.classList.add(themeClass);
  // The sign-in page's chunk comes down beside the configuration rather than after it.
  if (/^(#\/?(login)?)?$/.test(location.hash)) signInPage.preload().catch(() => undefined);
  try {
    const config = await loadWgConfig();
    const session = createSession(config);
    session.tokenActor.start();
    root.render(
      <StrictMode>
        <App session={session} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <main>
        <h1>Switchboard could not start</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  }
}

void start();

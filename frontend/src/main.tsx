import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-600.css';
import '@fontsource/sarabun/thai-700.css';
import '@fontsource/sarabun/latin-700.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startGuestDownloads } from './app/boot';
import { makeStore } from './app/store';
import { initI18n } from './lib/i18n';

void initI18n();
const store = makeStore();
startGuestDownloads(store, window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

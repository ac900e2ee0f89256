import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';
import { renderWithProviders, type ProvidersOptions } from '../../../testing/render';
import AdminApp from '../../../app/admin-entry';

/**
 * Admin UI with the app's providers and the admin chunk's state: importing admin-entry here injects
 * its slices (adminAuth), as loading the chunk does in the browser.
 */
export function renderAdminUi(ui: ReactElement, options: ProvidersOptions = {}) {
  return renderWithProviders(ui, options);
}

/** The admin app mounted as the app's router mounts it (`/admin/*`), beside a guest home page. */
export function renderAdmin(route: string, { token, ...options }: ProvidersOptions & { token?: string } = {}) {
  if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return renderAdminUi(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/" element={<p>Guest home</p>} />
    </Routes>,
    { route, ...options },
  );
}

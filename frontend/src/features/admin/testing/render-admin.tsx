import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';
import { renderWithProviders, type ProvidersOptions } from '../../../testing/render';
import AdminApp from '../admin-app';

/** The admin app mounted as the app's router mounts it (`/admin/*`), beside a guest home page. */
export function renderAdmin(route: string, { token, ...options }: ProvidersOptions & { token?: string } = {}) {
  if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/" element={<p>Guest home</p>} />
    </Routes>,
    { route, ...options },
  );
}

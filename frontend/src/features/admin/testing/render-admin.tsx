import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';
import { renderWithProviders, type ProvidersOptions } from '../../../testing/render';
import AdminApp from '../../../app/admin-entry';

/**
 * Renders admin UI with the app's providers, without injecting antd's CSS-in-JS: jsdom does no
 * layout, and matching its ~2,000 rules on every style lookup (nwsapi's selector cache holds 1,000,
 * so every lookup recompiles them) made each role query or click take seconds.
 */
export function renderAdminUi(ui: ReactElement, options: ProvidersOptions = {}) {
  return renderWithProviders(<StyleProvider mock="server">{ui}</StyleProvider>, options);
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

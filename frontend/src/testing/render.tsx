import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { render, type RenderOptions } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type RootState } from '../app/store';
import { ToastProvider } from '../components/toast/toast-provider';
import type { Resource } from 'i18next';
import { ADMIN_TOKEN_KEY } from '../lib/api';
import { i18n, initI18nForTests, NAMESPACES } from '../lib/i18n';

/** Every namespace of public/locales, as the app would fetch them. */
export function loadResources(): Resource {
  const resources: Resource = {};
  for (const lng of ['th', 'en']) {
    resources[lng] = {};
    for (const ns of NAMESPACES) {
      const file = join(__dirname, '../../public/locales', lng, `${ns}.json`);
      resources[lng][ns] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    }
  }
  return resources;
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  language?: 'th' | 'en';
  preloadedState?: Partial<RootState>;
}

/**
 * Renders with the real store, router, antd and i18n, as the app does, without injecting antd's
 * CSS-in-JS into the page: jsdom does no layout, and matching antd's thousands of rules on every
 * style lookup (nwsapi's selector cache holds 1,000, so every lookup recompiles them) made each role
 * query or click take seconds once a few components had added theirs.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', language = 'en', preloadedState, ...rest } = options;
  initI18nForTests(loadResources(), language);
  void i18n.changeLanguage(language);
  const store = makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StyleProvider mock="server">
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider>
            <AntdApp>
              <ToastProvider>
                <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
              </ToastProvider>
            </AntdApp>
          </ConfigProvider>
        </I18nextProvider>
      </Provider>
    </StyleProvider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/**
 * Admin UI with the app's providers and the admin chunk's state: loading admin-entry injects its
 * slices (adminAuth), as loading the chunk does in the browser. Guest specs never load it.
 */
export function renderAdminUi(ui: ReactElement, options: ProvidersOptions = {}) {
  require('../app/admin-entry');
  return renderWithProviders(ui, options);
}

/** The admin app mounted as the app's router mounts it (`/admin/*`), beside a guest home page. */
export function renderAdmin(route: string, { token, ...options }: ProvidersOptions & { token?: string } = {}) {
  const { default: AdminApp } = require('../app/admin-entry') as typeof import('../app/admin-entry');
  if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return renderAdminUi(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/" element={<p>Guest home</p>} />
    </Routes>,
    { route, ...options },
  );
}

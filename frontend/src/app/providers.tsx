import { lazy, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { DeferredToastProvider } from '../components/toast';
import { useApplyTheme } from '../features/theme/use-apply-theme';
import { selectThemeMode } from '../features/theme/theme-slice';
import { currentLanguage } from '../lib/i18n';
import type { AppStore } from './store';

const ToastHolder = lazy(() => import('./toast-holder'));

/** The document follows the store's theme and the interface language. */
function Preferences({ children }: { children: ReactNode }) {
  const mode = useSelector(selectThemeMode);
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = currentLanguage(i18n.resolvedLanguage);
  useApplyTheme(mode);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <DeferredToastProvider holder={ToastHolder}>{children}</DeferredToastProvider>;
}

/**
 * Store, theme, language and toasts. antd's ConfigProvider is not here: the parts drawn with antd
 * sit under AntdTheme (a lazy chunk), so the landing page's first screen needs no antd.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Preferences>{children}</Preferences>
    </Provider>
  );
}

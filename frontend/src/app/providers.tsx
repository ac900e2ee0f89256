import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { ToastProvider } from '../components/toast';
import { useApplyTheme } from '../features/theme/use-apply-theme';
import { selectThemeMode } from '../features/theme/theme-slice';
import { currentLanguage } from '../lib/i18n';
import type { AppStore } from './store';

const FONT = "'Sarabun', system-ui, -apple-system, 'Segoe UI', sans-serif";
/** Text on the dark theme's light teal: white on #3bb5c1 is 2.4:1, this deep teal is 6.2:1. */
const ON_PRIMARY_DARK = '#062a30';
const DARK_ON_PRIMARY = { colorTextLightSolid: ON_PRIMARY_DARK };

/** antd theme, locale and toasts following the store's theme and the interface language. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const mode = useSelector(selectThemeMode);
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = currentLanguage(i18n.resolvedLanguage);
  useApplyTheme(mode);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const dark = mode === 'dark';
  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : thTH}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: dark ? '#3bb5c1' : '#0b7480',
          colorLink: dark ? '#3bb5c1' : '#0b7480',
          fontFamily: FONT,
          fontSize: 15,
          borderRadius: 10,
          colorBgLayout: dark ? '#0e1417' : '#faf7f2',
          colorBgContainer: dark ? '#162025' : '#ffffff',
        },
        // Only where text sits on the primary colour: tooltips keep their light text on dark.
        components: dark
          ? { Button: { ...DARK_ON_PRIMARY, primaryColor: ON_PRIMARY_DARK }, Radio: { buttonSolidCheckedColor: ON_PRIMARY_DARK }, Steps: DARK_ON_PRIMARY }
          : undefined,
      }}
    >
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedAntd>{children}</ThemedAntd>
    </Provider>
  );
}

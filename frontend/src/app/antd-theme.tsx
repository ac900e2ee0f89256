import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectThemeMode } from '../features/theme/theme-slice';
import { currentLanguage } from '../lib/i18n';

const FONT = "'Sarabun', 'Sarabun Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif";
/** Text on the dark theme's light teal: white on #3bb5c1 is 2.4:1, this deep teal is 6.2:1. */
const ON_PRIMARY_DARK = '#062a30';
const DARK_ON_PRIMARY = { colorTextLightSolid: ON_PRIMARY_DARK };

/**
 * antd's theme and locale following the store's theme and the interface language. Only the parts
 * drawn with antd sit under it (booking steps, admin, the landing page's tabs and toasts): it is a
 * lazy chunk, so antd is not in the JavaScript the landing page needs to show its first screen.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const mode = useSelector(selectThemeMode);
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = currentLanguage(i18n.resolvedLanguage);
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
      {children}
    </ConfigProvider>
  );
}

export default AntdTheme;

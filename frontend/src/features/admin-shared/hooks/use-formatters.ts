import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../lib/format';

/** Formatters bound to the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: formatMoney,
      date: (value: string) => formatDate(value, language),
      dateTime: (value: string) => formatDateTime(value, language),
      time: (value: string) => formatTime(value, language),
    }),
    [language],
  );
}

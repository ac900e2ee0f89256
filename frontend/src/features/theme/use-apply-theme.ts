import { useEffect } from 'react';
import { THEME_STORAGE_KEY, type ThemeMode } from './theme-slice';

/** Written back on every change and applied as a class on the document root (SPEC §4). */
export function useApplyTheme(mode: ThemeMode) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(mode);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage can be blocked; the theme still applies for this visit.
    }
  }, [mode]);
}

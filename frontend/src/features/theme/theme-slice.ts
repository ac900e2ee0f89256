import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';

/** The stored choice, else light (SPEC §4); storage may be unavailable (private mode), which is not an error. */
export function readStoredTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const themeSlice = createSlice({
  name: 'theme',
  // Lazy, so every new store (a reload, or a test's re-render) reads storage again.
  initialState: () => ({ mode: readStoredTheme() }),
  reducers: {
    themeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    themeSet(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeToggled, themeSet } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;

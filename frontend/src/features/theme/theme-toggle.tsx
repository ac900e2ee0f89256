import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { MoonIcon, SunIcon } from '../../components/icons';
import { useHydrated } from '../../lib/use-hydrated';
import { selectThemeMode, themeToggled } from './theme-slice';

/** Its label says what pressing it does: 'Switch to light mode' while dark, and the reverse. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  // The server renders light (it cannot read the stored theme); the real one follows hydration.
  const stored = useSelector(selectThemeMode);
  const mode = useHydrated() ? stored : 'light';
  const label = mode === 'dark' ? t('header.switchToLight') : t('header.switchToDark');
  return (
    <button
      type="button"
      className="bt-button bt-button--text bt-button--circle header-icon-button"
      aria-label={label}
      title={label}
      onClick={() => dispatch(themeToggled())}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

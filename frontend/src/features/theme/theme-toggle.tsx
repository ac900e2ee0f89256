import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectThemeMode, themeToggled } from './theme-slice';

/** Its label says what pressing it does: 'Switch to light mode' while dark, and the reverse. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  const mode = useSelector(selectThemeMode);
  const label = mode === 'dark' ? t('header.switchToLight') : t('header.switchToDark');
  return (
    <Button
      type="text"
      shape="circle"
      className="header-icon-button"
      aria-label={label}
      title={label}
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => dispatch(themeToggled())}
    />
  );
}

import { CloseIcon } from '../../../components/icons';
import { nightsBetween } from '@baan-talay/pricing';
import { useTranslation } from 'react-i18next';
import { formatVillaDate } from '../../../lib/format';

export interface SelectedDatesProps {
  checkIn: string | null;
  checkOut: string | null;
  onClear: () => void;
}

/** The chosen range as two read-outs, with the night count and a way to start over. */
export function SelectedDates({ checkIn, checkOut, onClear }: SelectedDatesProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'th';
  const show = (date: string | null) => (date ? formatVillaDate(date, language) : t('widget.selectDate'));
  return (
    <div className="selected-dates">
      <div className="selected-dates__box">
        <span className="selected-dates__label">{t('widget.checkIn')}</span>
        <span className="selected-dates__value" data-testid="check-in-value">{show(checkIn)}</span>
      </div>
      <div className="selected-dates__box">
        <span className="selected-dates__label">{t('widget.checkOut')}</span>
        <span className="selected-dates__value" data-testid="check-out-value">{show(checkOut)}</span>
      </div>
      {checkIn && checkOut && (
        <div className="selected-dates__footer">
          <span>{t('widget.nights', { count: nightsBetween(checkIn, checkOut) })}</span>
          <button type="button" className="bt-button bt-button--link bt-button--small" onClick={onClear}>
            <CloseIcon />
            {t('widget.clearDates')}
          </button>
        </div>
      )}
    </div>
  );
}

import type { VillaPricing } from '@baan-talay/contracts';
import { roomOptions } from '@baan-talay/pricing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface RoomsSelectProps {
  pricing: VillaPricing;
  value: number;
  onChange: (rooms: number) => void;
}

/**
 * A native select: it is the one dropdown that works the same with a screen reader, a keyboard
 * and a phone's picker. Choices run from the whole villa down to minRooms (SPEC §5).
 */
export function RoomsSelect({ pricing, value, onChange }: RoomsSelectProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const options = roomOptions(pricing);
  return (
    <div className="widget-field">
      <label htmlFor={id} className="widget-field__label">
        {t('widget.rooms', { max: pricing.bedrooms })}
      </label>
      <select id={id} className="native-select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((rooms) => (
          <option key={rooms} value={rooms}>
            {rooms === pricing.bedrooms ? t('widget.wholeVilla', { count: rooms }) : t('widget.roomsOption', { count: rooms })}
          </option>
        ))}
      </select>
    </div>
  );
}

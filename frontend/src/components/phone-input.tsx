import { checkPhone, phoneCountries, phoneCountry, typedPhoneCountry, type CountryCode } from '@baan-talay/contracts';
import { Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A phone field's value: the country picked and the number as typed (with or without `+`). */
export interface PhoneValue {
  country: CountryCode;
  number: string;
}

export const phoneValue = (stored?: string | null): PhoneValue => ({ country: phoneCountry(stored ?? undefined), number: stored ?? '' });

/** The number to send: a Thai one as its 10 digits, any other in E.164 (libs/contracts, docs/rules.md). */
export function phoneToSend(value: PhoneValue): string {
  const checked = checkPhone(value.number, value.country);
  return checked.ok ? checked.phone : value.number.trim();
}

/** The form rule: the same check as the server's, with the translation of the server's code. */
export function phoneRule(t: TFunction, requiredMessage: string): Rule {
  return {
    validator: (_rule, value?: PhoneValue) => {
      if (!value?.number.trim()) return Promise.reject(new Error(requiredMessage));
      const checked = checkPhone(value.number, value.country);
      return checked.ok ? Promise.resolve() : Promise.reject(new Error(t(`common:apiErrors.${checked.code}`)));
    },
  };
}

interface Props {
  id?: string;
  value?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  size?: 'large' | 'middle';
}

/**
 * The country's calling code (Thailand first, names in the page's language) beside the number; it
 * follows a number typed with `+`.
 */
export function PhoneInput({ id, value = phoneValue(), onChange, size }: Props) {
  const { t, i18n } = useTranslation('common');
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return phoneCountries().map(({ country, callingCode }) => ({
      value: country,
      label: `${names.of(country) ?? country} +${callingCode}`,
      code: `+${callingCode}`,
    }));
  }, [i18n.language]);
  return (
    <Space.Compact block>
      <Select
        size={size}
        aria-label={t('phone.country')}
        value={value.country}
        onChange={(country) => onChange?.({ ...value, country })}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        labelRender={({ value: country }) => options.find((o) => o.value === country)?.code}
        popupMatchSelectWidth={false}
        style={{ width: 96, flex: 'none' }}
      />
      <Input
        id={id}
        size={size}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={25}
        placeholder={value.country === 'TH' ? '081 234 5678' : ''}
        value={value.number}
        onChange={(event) => {
          // A number typed with its calling code ("+44 7700…") picks its country as it is typed.
          const number = event.target.value;
          onChange?.({ country: typedPhoneCountry(number) ?? value.country, number });
        }}
      />
    </Space.Compact>
  );
}

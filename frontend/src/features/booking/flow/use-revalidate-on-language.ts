import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd keeps a field's error text as it was when the field was checked: after a language switch the
 * fields showing an error are checked again, so their messages come in the new language.
 */
export function useRevalidateOnLanguageChange(form: FormInstance) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const showing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (showing.length > 0) form.validateFields(showing).catch(() => undefined);
  }, [form, language]);
}

import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateVillaMutation, type VillaUpdate, fieldError, useToast } from '../../admin-shared';

/**
 * Saves part of the villa with the spec's toasts ('Failed to save villa details' when the server says
 * nothing). A refusal about one of `fields` of `form` (a discount above its price…) shows under that field.
 */
export function useVillaSave<F extends string>(form?: FormInstance, fields: readonly F[] = []) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [update, state] = useUpdateVillaMutation();
  const save = async (changes: VillaUpdate) => {
    try {
      await update(changes).unwrap();
      toast.success(t('villa.saved'));
    } catch (error) {
      const onField = form ? fieldError(error, fields, t('errors.saveVilla')) : null;
      if (onField) form?.setFields([onField]);
      else toast.error(error, t('errors.saveVilla'));
    }
  };
  return { save, isLoading: state.isLoading };
}

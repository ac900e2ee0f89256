import { useTranslation } from 'react-i18next';
import { useUpdateVillaMutation, type VillaUpdate } from '../api/villa-api';
import { useToast } from './use-toast';

/** Saves part of the villa with the spec's toasts ('Failed to save villa details' when the server says nothing). */
export function useVillaSave() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [update, state] = useUpdateVillaMutation();
  const save = async (changes: VillaUpdate) => {
    try {
      await update(changes).unwrap();
      toast.success(t('villa.saved'));
    } catch (error) {
      toast.error(error, t('errors.saveVilla'));
    }
  };
  return { save, isLoading: state.isLoading };
}

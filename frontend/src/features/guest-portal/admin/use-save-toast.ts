import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';

/** Runs a save and says how it went (the server's refusal in the admin's language). */
export function useSaveToast() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return useMemo(
    () => async (save: () => Promise<{ error?: unknown }>) => {
      const result = await save();
      if (result.error) toast.error({ title: errorMessage(result.error, t('guestPortal.saveFailed')) });
      else toast.success({ title: t('guestPortal.saved') });
    },
    [t, toast],
  );
}

import { useTranslation } from 'react-i18next';
import { StatusResult } from './status-result';

/**
 * The global error screen (SPEC §2). Texts fall back to English literals: it must render even
 * when the translations themselves failed to load.
 */
export function ErrorScreen() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className="error-screen">
      <StatusResult
        as="h1"
        status="error"
        title={t('errorScreen.title', 'Something went wrong')}
        subTitle={t('errorScreen.message', "We're sorry, but there was an error loading this page.")}
        extra={
          <button type="button" className="bt-button bt-button--primary bt-button--large" onClick={() => window.location.reload()}>
            {t('errorScreen.retry', 'Try Again')}
          </button>
        }
      />
    </main>
  );
}

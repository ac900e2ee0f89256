import { Modal } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A plain left click on a link to another page of this site: what leaving the page looks like. */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? url : null;
}

/**
 * Asks before edits are left unsaved: a reload or closed tab gets the browser's own question, a
 * link to another admin page a confirmation. The app's router is a plain (not a data) router, which
 * has no navigation blocker, so the link's click is caught before React Router's handler sees it.
 * `onValuesChange` goes on the form and `holder` (the question) beside it; the form is mounted anew
 * after a save, which clears it.
 */
export function useUnsavedChanges(): { dirty: boolean; onValuesChange: () => void; holder: ReactNode } {
  const { t } = useTranslation('admin');
  const [modal, holder] = Modal.useModal();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const url = leavingLink(event);
      if (!url) return;
      event.preventDefault();
      // One question however many forms have unsaved edits.
      event.stopImmediatePropagation();
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        okText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
        onOk: () => {
          setDirty(false);
          navigate(`${url.pathname}${url.search}${url.hash}`);
        },
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, modal, navigate, t]);

  return { dirty, onValuesChange: () => setDirty(true), holder };
}

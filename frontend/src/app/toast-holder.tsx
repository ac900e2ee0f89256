import { notification } from 'antd';
import { useEffect } from 'react';
import { NOTICE_CONFIG } from '../components/toast/toast-context';
import type { ToastHolderProps } from '../components/toast';
import { AntdTheme } from './antd-theme';

function Notices({ attach }: ToastHolderProps) {
  const [notices, holder] = notification.useNotification(NOTICE_CONFIG);
  useEffect(() => attach(notices), [attach, notices]);
  return holder;
}

/** The app's toasts drawn by antd under its theme (DeferredToastProvider loads this chunk late). */
export default function ToastHolder({ attach }: ToastHolderProps) {
  return (
    <AntdTheme>
      <Notices attach={attach} />
    </AntdTheme>
  );
}

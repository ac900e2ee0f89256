import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-result.css';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

export interface StatusResultProps {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** The page's main heading when the result is the whole page. */
  as?: 'h1' | 'h2';
}

/**
 * antd's Result look without its bundled illustrations (40 KB of SVG the guest pages never show),
 * so the error screen can live in the JavaScript every page loads.
 */
export function StatusResult({ status, title, subTitle, extra, as: Heading = 'h2' }: StatusResultProps) {
  const Icon = ICONS[status];
  return (
    <div className={`status-result is-${status}`}>
      <Icon className="status-result__icon" aria-hidden />
      <Heading className="status-result__title">{title}</Heading>
      {subTitle && <p className="status-result__subtitle">{subTitle}</p>}
      {extra && <div className="status-result__extra">{extra}</div>}
    </div>
  );
}

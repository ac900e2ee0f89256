import { CheckCircleIcon, CloseCircleIcon, ExclamationCircleIcon, InfoCircleIcon } from './icons';
import type { ReactNode } from 'react';
import './status-result.css';

const ICONS = {
  success: CheckCircleIcon,
  info: InfoCircleIcon,
  warning: ExclamationCircleIcon,
  error: CloseCircleIcon,
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
      <Icon className="status-result__icon" />
      <Heading className="status-result__title">{title}</Heading>
      {subTitle && <p className="status-result__subtitle">{subTitle}</p>}
      {extra && <div className="status-result__extra">{extra}</div>}
    </div>
  );
}

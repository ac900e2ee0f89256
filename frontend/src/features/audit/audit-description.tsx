import type { AuditDescription, AuditFieldChange, AuditListChange, AuditValue } from '@baan-talay/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../admin-shared';
import { numberFormat } from '../../lib/intl';

/** Turns the server's structured description of an event into the reader's language. */
export function useAuditText() {
  const { t, i18n } = useTranslation('admin');
  const format = useFormatters();
  const none = t('auditLog.values.none');

  const show = ({ format: kind, value }: AuditValue): string => {
    if (value === null || value === undefined || value === '') return none;
    switch (kind) {
      case 'money':
        return format.money(Number(value));
      case 'number':
        return numberFormat(i18n.language).format(Number(value));
      case 'date':
        return format.date(String(value));
      case 'dateTime':
        return format.dateTime(String(value));
      case 'status':
        return value === 'deleted' ? t('auditLog.values.deleted') : t(`status.${value}`);
      case 'adminStatus':
        return t(`users.statuses.${value}`);
      case 'paymentMethod':
        return t(`paymentMethods.${value}`);
      case 'language':
        return t(`auditLog.languages.${value}`);
      case 'boolean':
        return t(value ? 'auditLog.values.yes' : 'auditLog.values.no');
      case 'blockReason':
        return t(`availability.reasons.${value}`);
      case 'calendarChannel':
        return t(`calendarSync.channels.${value}`);
      case 'bytes':
        return t('auditLog.values.kilobytes', { size: Math.max(1, Math.round(Number(value) / 1024)) });
      case 'localized': {
        const texts = value as Record<string, string>;
        return texts[i18n.language.slice(0, 2)] || texts.en || texts.th || none;
      }
      default:
        return String(value);
    }
  };

  const sentence = (description: AuditDescription): string => {
    const params = Object.fromEntries(Object.entries(description.params).map(([key, param]) => [key, show(param)]));
    const count = description.params.count?.value;
    return t(`auditLog.sentences.${description.sentence}`, { ...params, ...(typeof count === 'number' ? { count } : {}) });
  };

  const label = (field: string): string => t(`auditLog.fields.${field}`, { defaultValue: field });
  return { show, sentence, label };
}

function FieldLine({ change }: { change: AuditFieldChange }) {
  const { show, label } = useAuditText();
  return (
    <li>
      <Typography.Text type="secondary">{label(change.field)}:</Typography.Text>{' '}
      {change.before && (
        <>
          <Typography.Text delete type="secondary">
            {show(change.before)}
          </Typography.Text>
          {' → '}
        </>
      )}
      {change.after && <Typography.Text>{show(change.after)}</Typography.Text>}
    </li>
  );
}

function ListLines({ change }: { change: AuditListChange }) {
  const { t } = useTranslation('admin');
  const { show, label } = useAuditText();
  const title = t(`auditLog.lists.${change.list}`, { defaultValue: change.list });
  return (
    <>
      {change.added.map((item, i) => (
        <li key={`a${i}`}>
          <Typography.Text type="success">+ {title}, {t('auditLog.lists.added')}:</Typography.Text> {show(item)}
        </li>
      ))}
      {change.removed.map((item, i) => (
        <li key={`r${i}`}>
          <Typography.Text type="danger">− {title}, {t('auditLog.lists.removed')}:</Typography.Text> {show(item)}
        </li>
      ))}
      {change.changed.map((item, i) => (
        <li key={`c${i}`}>
          <Typography.Text type="warning">~ {title}, {t('auditLog.lists.changed')}:</Typography.Text> {show(item.name)} (
          {item.fields.map(label).join(', ')})
        </li>
      ))}
    </>
  );
}

/** An event as a sentence, then what it changed: one line per field (before → after) or list item. */
export function AuditDescriptionView({ description }: { description: AuditDescription }) {
  const { sentence } = useAuditText();
  const details = description.fields.length + description.lists.length;
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Text>{sentence(description)}</Typography.Text>
      {details > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {description.fields.map((change) => (
            <FieldLine key={change.field} change={change} />
          ))}
          {description.lists.map((change) => (
            <ListLines key={change.list} change={change} />
          ))}
        </ul>
      )}
    </div>
  );
}

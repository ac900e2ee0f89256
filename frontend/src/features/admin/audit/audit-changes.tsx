import { Typography } from 'antd';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * What an event changed, one `field: value` per line. Long values (a price breakdown, a whole
 * villa) are cut to one line; hovering shows them in full.
 */
export function AuditChanges({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 520 }}>
      {entries.map(([field, value]) => {
        const text = show(value);
        return (
          <li key={field}>
            <Typography.Text type="secondary">{field}:</Typography.Text>{' '}
            <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 420, verticalAlign: 'bottom' }}>
              {text}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}

import { Typography } from 'antd';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an event changed, one `field: value` per line. */
export function AuditChanges({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {entries.map(([field, value]) => (
        <li key={field}>
          <Typography.Text type="secondary">{field}:</Typography.Text>{' '}
          <Typography.Text style={{ wordBreak: 'break-word' }}>{show(value)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

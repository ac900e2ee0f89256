import type { AuditDescription, AuditFieldChange, AuditValue, AuditValueFormat } from '@baan-talay/contracts';

export const value = (format: AuditValueFormat, raw: unknown): AuditValue => ({
  format,
  value: raw === undefined ? null : (raw as AuditValue['value']),
});

/** A field the event sets, and optionally what it was before. */
export const field = (name: string, format: AuditValueFormat, after: unknown, before?: unknown): AuditFieldChange => ({
  field: name,
  ...(before !== undefined ? { before: value(format, before) } : {}),
  after: value(format, after),
});

export const describe = (sentence: string, parts: Partial<AuditDescription> = {}): AuditDescription => ({
  sentence,
  params: parts.params ?? {},
  fields: parts.fields ?? [],
  lists: parts.lists ?? [],
});

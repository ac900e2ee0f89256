import { AUDIT_EVENT_TYPES } from '@baan-talay/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AuditDescriber } from './audit-description';

/**
 * Every event type the contracts list (the backend's event unions are checked against those lists
 * at compile time) reads as a sentence in both languages of the SPA, never as its raw name: a new
 * event type fails here until it has a describer case, a sentence and a label in th and en.
 */
const LANGUAGES = ['en', 'th'] as const;
const admin = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../../frontend/public/locales', language, 'admin.json'), 'utf8')) as {
    audit: { events: Record<string, string> };
    auditLog: { sentences: Record<string, string> };
  };
const locales = Object.fromEntries(LANGUAGES.map((language) => [language, admin(language)]));
/** A sentence with a count exists as its plural forms (`_one`, `_other`). */
const hasSentence = (sentences: Record<string, string>, key: string) => Boolean(sentences[key] || sentences[`${key}_other`]);

describe('audit sentences', () => {
  it.each(AUDIT_EVENT_TYPES)('tells %s with a sentence of its own, not its raw name', (type) => {
    expect(new AuditDescriber().describe(type, {}).sentence).not.toBe('unknown');
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const { audit, auditLog } = locales[language];

    it.each(AUDIT_EVENT_TYPES)('has a label and a sentence for %s', (type) => {
      expect({ type, label: audit.events[type] }).toEqual({ type, label: expect.stringMatching(/\S/) });
      const { sentence } = new AuditDescriber().describe(type, {});
      expect({ sentence, translated: hasSentence(auditLog.sentences, sentence) }).toEqual({ sentence, translated: true });
    });

    it('has every sentence the other language has (variants such as SlipRejected included)', () => {
      const other = locales[language === 'en' ? 'th' : 'en'].auditLog.sentences;
      const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
      const missing = [...new Set(Object.keys(other).map(base))].filter((key) => !hasSentence(auditLog.sentences, key));
      expect(missing).toEqual([]);
    });
  });
});

import { auditEventNames, type AuditEvent } from '@selecta/shared/audit';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n-static.ts';
import { actorWords, sentenceKey } from './audit-wording.ts';

const event = (name: AuditEvent['event'], details: Record<string, unknown> = {}): AuditEvent => ({
  id: '00000000-0000-4000-8000-000000000000', at: '2026-11-28T10:00:00.000Z', event: name,
  actor: { type: 'user', id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com' },
  target: { type: 'member', id: 'x', email: 'bo@example.com' }, ip: null, userAgent: null, details,
});

describe('audit wording', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`words every event in ${lang}: a label and a sentence, each variant`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: lang, resources, ns: ['audit'], defaultNS: 'audit', interpolation: { escapeValue: false } });
      const variants = auditEventNames.flatMap((name) =>
        name.endsWith('required_changed')
          ? [event(name, { required: { from: false, to: true } }), event(name, { required: { from: true, to: false } })]
          : name === 'mfa.factor_removed'
            ? [event(name, { reason: 'removed' }), event(name, { reason: 'recovery' })]
            : [event(name)],
      );
      for (const e of variants) {
        expect(i18n.exists(`label.${e.event}`), `label.${e.event}`).toBe(true);
        expect(i18n.exists(sentenceKey(e)), sentenceKey(e)).toBe(true);
      }
    });
  }

  it('names a directory token and the system, not only people', () => {
    const t = ((key: string, values?: { name?: string }) => (key === 'token' ? `token ${values?.name}` : key)) as never;
    expect(actorWords({ type: 'scim_token', id: null, name: 'Okta' }, t)).toBe('token Okta');
    expect(actorWords(null, t)).toBe('system');
  });
});

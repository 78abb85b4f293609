import type { AuditActor, AuditEvent } from '@selecta/shared/audit';
import { plans } from '@selecta/shared/plans';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Change = { from: unknown; to: unknown };
const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The sentence's key: a few events read differently by their details (a requirement turned on or off; a recovery). */
export function sentenceKey(event: AuditEvent): string {
  const details = event.details;
  if (event.event === 'sso.required_changed' || event.event === 'mfa.required_changed') {
    return `sentence.${event.event}_${isChange(details.required) && details.required.to === true ? 'on' : 'off'}`;
  }
  if (event.event === 'mfa.factor_removed' && details.reason === 'recovery') return 'sentence.mfa.factor_removed_recovery';
  return `sentence.${event.event}`;
}

/** Who did it, as a person reads it: their address, the directory token's name, or Selecta itself. */
export function actorWords(actor: AuditActor, t: TFunction<'audit'>): string {
  if (actor === null) return t('system');
  return actor.type === 'user' ? actor.email : t('token', { name: actor.name });
}

/**
 * The values a sentence names, from the event's target and details (decision 044's shapes): roles and plans in the
 * reader's words, a model left to the plan said so, old and new values of a change as `from` and `to`.
 */
function sentenceValues(event: AuditEvent, t: TFunction<'audit'>, tt: TFunction<'teams'>) {
  const d = event.details;
  const role = (value: unknown) => (value === 'owner' || value === 'admin' || value === 'member' ? tt(`role.${value}`) : text(value));
  const plan = (value: unknown) => (typeof value === 'string' && value in plans ? plans[value as keyof typeof plans].name : text(value));
  const model = (value: unknown) => (value === null ? t('planDefault') : text(value));
  const words = event.event.startsWith('billing.') ? plan : event.event.startsWith('model.') ? model : role;
  const changed = [d.role, d.name, d.model, d.plan, d.displayName].find(isChange);
  return {
    actor: actorWords(event.actor, t),
    target: event.target?.email ?? event.target?.name ?? event.target?.id ?? '',
    role: isChange(d.role) ? '' : role(d.role),
    from: changed ? (event.event === 'team.renamed' ? text(changed.from) : words(changed.from)) : '',
    to: changed ? (event.event === 'team.renamed' ? text(changed.to) : words(changed.to)) : '',
    name: text(d.name) || text(d.userName) || (isChange(d.displayName) ? text(d.displayName.to) : text(d.displayName)) || (event.target?.name ?? ''),
    url: isChange(d.baseUrl) ? text(d.baseUrl.to) : text(d.baseUrl),
    model: isChange(d.model) ? text(d.model.to) : text(d.model),
    issuer: isChange(d.issuer) ? text(d.issuer.to) : text(d.issuer),
    domain: text(d.domain),
    count: Number(d.count ?? d.members ?? d.left ?? 0),
    attributes: Array.isArray(d.attributes) ? d.attributes.join(', ') : '',
  };
}

/** Words an audit event in the reader's language: its short label and its sentence. */
export function useAuditWording() {
  const { t } = useTranslation('audit');
  const { t: tt } = useTranslation('teams');
  return {
    label: (event: AuditEvent['event']) => t(`label.${event}`),
    sentence: (event: AuditEvent) => t(sentenceKey(event) as 'sentence.member.invited', sentenceValues(event, t, tt)),
    actor: (actor: AuditActor) => actorWords(actor, t),
  };
}

/** Stripe's event types are dotted lower-case words (`customer.subscription.updated`). */
const eventType = /^[a-z_]+(\.[a-z_]+){1,4}$/;

/**
 * The type of a webhook body for the metrics' `type` label, read only once the signature is verified (or the
 * delivery failed after it), so only Stripe chooses it; anything unexpected is `other`, bounding the label.
 */
export function stripeEventType(raw: Buffer): string {
  try {
    const type = (JSON.parse(raw.toString('utf8')) as { type?: unknown }).type;
    return typeof type === 'string' && type.length <= 64 && eventType.test(type) ? type : 'other';
  } catch {
    return 'other';
  }
}

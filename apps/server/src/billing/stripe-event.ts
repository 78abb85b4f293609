import { z } from 'zod';

// A correctly signed event is still checked for the fields we read. Its body is only a pointer: the subscription's state
// is re-fetched (the deleted event's body is read as a subscription only when Stripe no longer has it), so a status or
// field Stripe adds later never makes an event unreadable. One that is (null, no data.object, no created) is answered
// 2xx, logged and written nowhere: Stripe would retry it for days and it can never succeed (decisions 018, 029).

const id = z.string().min(1).max(255);
/** An expandable field: the id, or the object with its id. */
const ref = z.union([id, z.looseObject({ id })]);

/** All a subscription event's handler needs of its body: the event only points at the subscription. */
const subscriptionPointer = z.looseObject({ id });

const checkoutSession = z.looseObject({ mode: z.string(), subscription: ref.nullish(), client_reference_id: z.string().nullish() });
const invoice = z.looseObject({
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ref.nullish() }).nullish() }).nullish(),
});

const envelope = <T extends string, O extends z.ZodType>(type: T, object: O) =>
  z.looseObject({ id, created: z.number().int().nonnegative(), type: z.literal(type), data: z.looseObject({ object }) });

/** The events the webhook acts on, each with the fields it reads. */
export const handledEventSchema = z.discriminatedUnion('type', [
  envelope('checkout.session.completed', checkoutSession),
  envelope('customer.subscription.created', subscriptionPointer),
  envelope('customer.subscription.updated', subscriptionPointer),
  envelope('customer.subscription.trial_will_end', subscriptionPointer),
  envelope('customer.subscription.deleted', subscriptionPointer),
  envelope('invoice.paid', invoice),
  envelope('invoice.payment_failed', invoice),
]);
export type HandledEvent = z.infer<typeof handledEventSchema>;
export type HandledEventType = HandledEvent['type'];

export const handledEventTypes = handledEventSchema.options.map((option) => option.shape.type.value);

/** Any other event: only what recording it as ignored needs. */
export const anyEventSchema = z.looseObject({ id, created: z.number().int().nonnegative(), type: z.string().min(1), data: z.looseObject({ object: z.looseObject({}) }) });

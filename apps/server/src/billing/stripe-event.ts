import { z } from 'zod';
import { subscriptionStatusSchema } from './subscription-status.ts';

// A correctly signed event is still checked for the fields we read: a poison event (null, no data.object, no created,
// a status we do not know) is answered 400 and written nowhere, never a 500 (decision 018).

const id = z.string().min(1).max(255);
/** An expandable field: the id, or the object with its id. */
const ref = z.union([id, z.looseObject({ id })]);
const seconds = z.number().int().nullish();

/** All a subscription event's handler reads of its body: the event only points at the subscription. */
const subscriptionPointer = z.looseObject({ id, status: subscriptionStatusSchema });

/** The deleted event's body is the last state there will be when Stripe no longer has it: all of it is read. */
const subscriptionState = subscriptionPointer.extend({
  customer: ref,
  cancel_at_period_end: z.boolean(),
  cancel_at: seconds,
  trial_start: seconds,
  trial_end: seconds,
  canceled_at: seconds,
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.looseObject({ data: z.array(z.looseObject({ price: z.looseObject({ id }), current_period_end: seconds })) }),
});

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
  envelope('customer.subscription.deleted', subscriptionState),
  envelope('invoice.paid', invoice),
  envelope('invoice.payment_failed', invoice),
]);
export type HandledEvent = z.infer<typeof handledEventSchema>;
export type HandledEventType = HandledEvent['type'];
export type DeletedSubscription = z.infer<typeof subscriptionState>;

export const handledEventTypes = handledEventSchema.options.map((option) => option.shape.type.value);

/** Any other event: only what recording it as ignored needs. */
export const anyEventSchema = z.looseObject({ id, created: z.number().int().nonnegative(), type: z.string().min(1), data: z.looseObject({ object: z.looseObject({}) }) });

import type { Locale } from '@selecta/shared/locales';
import type { SubscriptionStatus } from './subscription-status.ts';

/** A subscription as the payment provider reports it right now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id from the subscription's metadata, when the provider has it. */
  userId: string | null;
  status: SubscriptionStatus;
  priceId: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  canceledAt: Date | null;
}

/** A subscription the provider sent that we cannot place (a status added later, a field missing): nothing is written. */
export const unreadable = 'unreadable';
export type SubscriptionRead = ProviderSubscription | typeof unreadable;

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** `payment_status` is paid, or no_payment_required (what a trial returns). */
  paid: boolean;
  /** `client_reference_id`: our user id. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string | null;
}

export interface CheckoutInput {
  userId: string;
  customerId: string;
  priceId: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
}

export interface TrialInput {
  userId: string;
  customerId: string;
  priceId: string;
  trialDays: number;
}

/**
 * What billing needs from a payment provider: Stripe, or the built-in test checkout (DESIGN.md decision 3).
 * Both feed the same session → subscription → entitlement path.
 */
export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  /** Idempotent per user: calling it twice for one user yields one customer. */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /** Null when the provider has no such subscription; `unreadable` when it sent one we cannot place (decision 029). */
  retrieveSubscription(id: string): Promise<SubscriptionRead | null>;
  createTrialSubscription(input: TrialInput): Promise<SubscriptionRead>;
  createPortalSession(input: { customerId: string; returnUrl: string; locale: Locale }): Promise<string>;
  /** Ends a subscription at once (account deletion). */
  cancelSubscription(id: string): Promise<void>;
}

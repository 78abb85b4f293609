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
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  createTrialSubscription(input: TrialInput): Promise<ProviderSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string; locale: Locale }): Promise<string>;
  /** Ends a subscription at once (account deletion). */
  cancelSubscription(id: string): Promise<void>;
}

// Plain data and types, no zod: the website's landing imports this, and its schemas live in plans-schema.ts so
// the validation library stays out of the landing's initial JavaScript.
import type { Locale } from './locales.ts';

export const planIds = ['free', 'plus', 'pro'] as const;
export type PlanId = (typeof planIds)[number];

export const paidPlanIds = ['plus', 'pro'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const rateWindows = ['minute', 'hour', 'day'] as const;
export type RateWindow = (typeof rateWindows)[number];
export const rateWindowSeconds: Record<RateWindow, number> = { minute: 60, hour: 3600, day: 86_400 };

/** The one currency every price is in; analytics sends it too (DESIGN.md decision 1). */
export const currency = 'EUR';

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole currency units. */
  price: Record<BillingInterval, number>;
  /** Runs allowed per window; a missing window is not limited. */
  limits: Partial<Record<RateWindow, number>>;
  /** Longest selected text an action accepts, in characters. */
  maxInputChars: number;
  trialDays: number;
  features: Record<Locale, readonly string[]>;
}

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: { monthly: 0, yearly: 0 },
    limits: { day: 20 },
    maxInputChars: 4_000,
    trialDays: 0,
    features: {
      en: ['20 AI actions per day', '4× the daily actions until 30 April', 'Basic AI models', 'Selections up to 4,000 characters', 'Community support'],
      es: ['20 acciones de IA al día', 'El cuádruple de acciones diarias hasta el 30 de abril', 'Modelos de IA básicos', 'Selecciones de hasta 4000 caracteres', 'Soporte de la comunidad'],
    },
  },
  plus: {
    id: 'plus',
    name: 'Plus',
    price: { monthly: 20, yearly: 95 },
    limits: { minute: 5, hour: 30, day: 100 },
    maxInputChars: 20_000,
    trialDays: 14,
    features: {
      en: ['Up to 5 actions a minute, 30 an hour, 100 a day', 'Advanced AI models', 'Selections up to 20,000 characters', 'Email support: a reply within 2 business days', '14-day free trial'],
      es: ['Hasta 5 acciones por minuto, 30 por hora y 100 al día', 'Modelos de IA avanzados', 'Selecciones de hasta 20 000 caracteres', 'Soporte por correo: respuesta en 2 días laborables como máximo', '14 días de prueba gratis'],
    },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: { monthly: 99, yearly: 750 },
    limits: { minute: 30, hour: 200, day: 500 },
    maxInputChars: 50_000,
    trialDays: 0,
    features: {
      en: ['Everything in Plus', 'Up to 30 actions a minute, 200 an hour, 500 a day', 'Selections up to 50,000 characters', 'Choose the AI model for each action, or your team’s own endpoint', 'A team: every member gets Pro limits and shared prompts', 'Priority support: a reply within 1 business day'],
      es: ['Todo lo de Plus', 'Hasta 30 acciones por minuto, 200 por hora y 500 al día', 'Selecciones de hasta 50 000 caracteres', 'Elige el modelo de IA de cada acción, o el endpoint propio de tu equipo', 'Un equipo: cada miembro tiene los límites de Pro y prompts compartidos', 'Soporte prioritario: respuesta en 1 día laborable como máximo'],
    },
  },
};

/** The free plan's daily allowance is multiplied by this until the promo ends. */
export const freePromoMultiplier = 4;

/** The end of the promo when none is configured: the end of the next 30 April (UTC). */
export function defaultPromoEnd(now: Date = new Date()): Date {
  const year = now.getUTCFullYear();
  const thisYear = new Date(Date.UTC(year, 3, 30, 23, 59, 59, 999));
  return now <= thisYear ? thisYear : new Date(Date.UTC(year + 1, 3, 30, 23, 59, 59, 999));
}

export function isPromoActive(now: Date, promoEnd: Date): boolean {
  return now <= promoEnd;
}

/** The limits in force for a plan at a moment: the free plan's day window grows during the promo. */
export function effectiveLimits(planId: PlanId, now: Date, promoEnd: Date): Partial<Record<RateWindow, number>> {
  const { limits } = plans[planId];
  if (planId !== 'free' || !isPromoActive(now, promoEnd) || limits.day === undefined) return limits;
  return { ...limits, day: limits.day * freePromoMultiplier };
}

/** Yearly saving against twelve monthly payments, as a whole percentage (Plus ≈ 60 %, Pro ≈ 37 %). */
export function yearlySavingPercent(planId: PlanId): number {
  const { monthly, yearly } = plans[planId].price;
  return monthly === 0 ? 0 : Math.round((1 - yearly / (monthly * 12)) * 100);
}

/**
 * The four things a customer can buy, as `<plan>_<interval>`. Checkout requests name one of these (or the
 * Stripe price id configured for it); the server maps them to Stripe price ids from its environment.
 */
export const priceKeys = ['plus_monthly', 'plus_yearly', 'pro_monthly', 'pro_yearly'] as const;
export type PriceKey = (typeof priceKeys)[number];

export function priceKeyFor(plan: PaidPlanId, interval: BillingInterval): PriceKey {
  return `${plan}_${interval}`;
}

export function parsePriceKey(key: PriceKey): { plan: PaidPlanId; interval: BillingInterval } {
  const [plan, interval] = key.split('_') as [PaidPlanId, BillingInterval];
  return { plan, interval };
}

/** What a price key costs, in whole currency units, from the catalogue above. */
export function priceAmount(key: PriceKey): number {
  const { plan, interval } = parsePriceKey(key);
  return plans[plan].price[interval];
}

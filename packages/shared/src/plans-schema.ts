import { z } from 'zod';
import { billingIntervals, paidPlanIds, planIds, priceKeys } from './plans.ts';

// Validators for the plan vocabulary, built from the same `as const` lists as the types in plans.ts, so a value
// these accept is exactly one of those types. Kept apart so importing the plan catalogue does not pull in zod.
export const planIdSchema = z.enum(planIds);
export const paidPlanIdSchema = z.enum(paidPlanIds);
export const billingIntervalSchema = z.enum(billingIntervals);
export const priceKeySchema = z.enum(priceKeys);

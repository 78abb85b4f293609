import { z } from 'zod';
import { billingIntervalSchema, paidPlanIdSchema, planIdSchema } from './plans-schema.ts';

/**
 * The analytics event catalogue (spec §7). Every event the website sends to the tag manager's dataLayer is
 * declared here with its parameters; `track()` in the website is typed from this map.
 */
const formType = z.enum(['login', 'signup']);
/** Money in the catalogue's currency; amounts always come from `plans.ts`, never typed by hand. */
const purchase = {
  plan: paidPlanIdSchema,
  interval: billingIntervalSchema,
  value: z.number().nonnegative(),
  currency: z.literal('EUR'),
};
const none = z.object({});

export const analyticsEventSchemas = {
  page_view: z.object({ page_path: z.string(), page_title: z.string(), page_location: z.string().optional() }),
  scroll_to_section: z.object({ section: z.enum(['how-it-works', 'features', 'testimonials', 'pricing']) }),
  user_sign_out: none,
  select_plan_home: z.object({ ...purchase, signed_in: z.boolean() }),
  plan_selected: z.object({ plan: planIdSchema }),
  redirect_to_auth: z.object({ reason: z.string().optional() }),
  view_pricing_page: none,
  select_plan: z.object({ plan: planIdSchema, interval: billingIntervalSchema.optional(), value: z.number().optional(), currency: z.literal('EUR').optional() }),
  plan_selection_error: z.object({ plan: planIdSchema, error: z.string().optional() }),
  view_onboarding_page: none,
  click_continue_to_pricing: none,
  download_chrome_extension: none,
  plan_selected_dashboard: z.object({ ...purchase }),
  chrome_extension_store_install_click: none,
  chrome_extension_manual_download_click: none,
  view_auth_page: z.object({ form_type: formType }),
  toggle_auth_form: z.object({ form_type: formType }),
  payment_success: z.object({ session_id: z.string().optional() }),
  payment_cancelled: none,
} as const;

export type AnalyticsEventName = keyof typeof analyticsEventSchemas;
export const analyticsEventNames = Object.keys(analyticsEventSchemas) as AnalyticsEventName[];
export type AnalyticsEventParams<E extends AnalyticsEventName> = z.input<(typeof analyticsEventSchemas)[E]>;

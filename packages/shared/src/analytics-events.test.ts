import { describe, expect, it } from 'vitest';
import { analyticsEventNames, analyticsEventSchemas } from './analytics-events.ts';
import { plans } from './plans.ts';

describe('analytics event catalogue', () => {
  it('declares every event of the spec plus page views', () => {
    const spec = [
      'scroll_to_section', 'user_sign_out', 'select_plan_home', 'plan_selected', 'redirect_to_auth', 'view_pricing_page',
      'select_plan', 'plan_selection_error', 'view_onboarding_page', 'click_continue_to_pricing', 'download_chrome_extension',
      'plan_selected_dashboard', 'chrome_extension_store_install_click', 'chrome_extension_manual_download_click',
      'view_auth_page', 'toggle_auth_form', 'payment_success', 'payment_cancelled',
    ];
    expect([...analyticsEventNames].sort()).toEqual([...spec, 'page_view'].sort());
  });

  it('accepts a home plan selection priced from the catalogue and rejects another currency', () => {
    const ok = { plan: 'plus', interval: 'monthly', value: plans.plus.price.monthly, currency: 'EUR', signed_in: false };
    expect(analyticsEventSchemas.select_plan_home.safeParse(ok).success).toBe(true);
    expect(analyticsEventSchemas.select_plan_home.safeParse({ ...ok, currency: 'USD' }).success).toBe(false);
    expect(analyticsEventSchemas.view_auth_page.safeParse({ form_type: 'magic' }).success).toBe(false);
  });
});

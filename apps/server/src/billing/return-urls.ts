import { isLocale, type Locale, localeFromPath } from '@selecta/shared/locales';

const placeholder = 'CHECKOUT_SESSION_ID_PLACEHOLDER';

/** A URL on our own origin, or undefined: return URLs elsewhere are replaced (open-redirect guard). */
export function ownUrl(publicUrl: string, candidate: string | undefined): URL | undefined {
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate, publicUrl);
    return url.origin === new URL(publicUrl).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
}

/**
 * Checkout return URLs: the caller's when they are on PUBLIC_URL's origin, else our payment pages in the
 * request's language. The success URL always carries `session_id={CHECKOUT_SESSION_ID}` for Stripe to fill.
 */
export function checkoutReturnUrls(publicUrl: string, input: { success_url?: string | undefined; cancel_url?: string | undefined; locale?: string | undefined }): ReturnUrls {
  const success = ownUrl(publicUrl, input.success_url);
  const locale: Locale = success && isLocale(success.pathname.split('/')[1]) ? localeFromPath(success.pathname) : isLocale(input.locale) ? input.locale : 'en';
  const successUrl = success ?? new URL(`${publicUrl}/${locale}/payment-success`);
  successUrl.searchParams.set('session_id', placeholder);
  const cancelUrl = ownUrl(publicUrl, input.cancel_url) ?? new URL(`${publicUrl}/${locale}/payment-cancel`);
  return { successUrl: successUrl.toString().replace(placeholder, '{CHECKOUT_SESSION_ID}'), cancelUrl: cancelUrl.toString(), locale };
}

/** The language of a request for pages we link to: an explicit locale, else English. */
export function requestLocale(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

import { useTranslation } from 'react-i18next';

/** Dates (UTC days, as the limits count them) and numbers in the page's language. */
export function useUsageFormat() {
  const { i18n } = useTranslation();
  // The page's language as i18next resolved it (`en` or `es`).
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);
  const ms = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    day: (day: string) => short.format(toDate(day)),
    longDay: (day: string) => long.format(toDate(day)),
    number: (n: number) => number.format(n),
    ms: (n: number) => ms.format(n),
    percent: (n: number) => percent.format(n),
  };
}
export type UsageFormat = ReturnType<typeof useUsageFormat>;

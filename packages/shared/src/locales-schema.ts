import { z } from 'zod';
import { locales } from './locales.ts';

/** Validates a locale; built from the same list as the `Locale` type in locales.ts. */
export const localeSchema = z.enum(locales);

import type { Locale } from '@selecta/shared/locales';
import en from './en/social-proof.json';
import es from './es/social-proof.json';

/** Marketing edits `content/{en,es}/social-proof.json`; this file only gives the content its type. */
export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}
export interface SocialProof {
  usedBy: [string, string, string, string];
  testimonials: [Testimonial, Testimonial, Testimonial];
}

export const socialProof: Record<Locale, SocialProof> = { en: en as SocialProof, es: es as SocialProof };

/** Avatar initials: first letter of the first two words ("Laura Méndez" → "LM"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

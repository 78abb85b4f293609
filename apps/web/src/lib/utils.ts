import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names; the caller's classes come last so they win. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

import { plans, type PlanId } from '@selecta/shared/plans';
import type { Locale } from '@selecta/shared/locales';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** A plan's features from the catalogue, each with a check mark (the landing cards and the plan picker). */
export function PlanFeatures({ planId, lang, className }: { planId: PlanId; lang: Locale; className?: string }) {
  return (
    <ul className={cn('flex-1 text-sm', className)}>
      {plans[planId].features[lang].map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

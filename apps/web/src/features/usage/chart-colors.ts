import type { UsageAction } from '@selecta/shared/usage-history';

/** Each action's colour: theme tokens (styles.css `--chart-*`), so the charts follow the page's theme. */
export const actionColor: Record<UsageAction, string> = {
  reply: 'var(--chart-1)',
  tldr: 'var(--chart-2)',
  translate: 'var(--chart-3)',
  custom: 'var(--chart-4)',
  own_prompt: 'var(--chart-5)',
  team_prompt: 'var(--chart-6)',
};

import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { themeChoices, type ThemeChoice } from './theme-store.ts';
import { useTheme } from './use-theme.ts';

const icons: Record<ThemeChoice, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

/**
 * System / Light / Dark as a radio group (arrow keys move between them, as in any radio group): icons with their
 * names for screen readers in the footer, names shown in Settings.
 */
export function ThemeSwitcher({ showLabels = false, className }: { showLabels?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useTheme();
  const name = useId();
  return (
    <fieldset className={className} data-testid="theme-switcher">
      <legend className={showLabels ? 'sr-only' : 'mb-1.5 text-sm font-semibold'}>{t('theme.label')}</legend>
      <div className="inline-flex rounded-full border bg-background p-0.5">
        {themeChoices.map((value) => {
          const Icon = icons[value];
          return (
            <label
              key={value}
              title={showLabels ? undefined : t(`theme.${value}`)}
              className={cn(
                'relative inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2.5 text-sm text-muted-foreground transition-colors hover:text-foreground',
                'has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              )}
            >
              <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0" />
              <Icon aria-hidden="true" className="size-4" />
              <span className={showLabels ? undefined : 'sr-only'}>{t(`theme.${value}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { Globe, Languages, ShieldCheck, Sparkles, Users, Zap } from 'lucide-react';

const icons = [Zap, Sparkles, Languages, ShieldCheck, Globe, Users];

export function Features() {
  const { t } = useTranslation('landing');
  const items = t('features.items', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-[100px] bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('features.title')}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, i) => {
            const Icon = icons[i] ?? Sparkles;
            return (
              <li key={item.title} className="rounded-xl border bg-card p-6">
                <Icon aria-hidden className="size-6 text-primary" />
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

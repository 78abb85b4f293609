import { useTranslation } from 'react-i18next';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { LanguageCard } from './components/language-card.tsx';
import { PasswordForm } from './components/password-form.tsx';
import { PrivacyCard } from './components/privacy-card.tsx';
import { SecurityActivityCard } from './components/security-activity-card.tsx';
import { SignInMethodsCard } from './components/sign-in-methods-card.tsx';
import { SubscriptionCard } from './components/subscription-card.tsx';
import { TwoStepCard } from '@/features/two-step/components/two-step-card.tsx';
import { ModelSettingsCard } from '@/features/models/components/model-settings-card.tsx';
import { AppearanceCard } from '@/features/theme/appearance-card.tsx';

/** `/{lang}/settings`, a console section (decision 045): the account, the person's own AI model, and the rights the privacy policy promises (know, export, object, delete). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageMeta('settings');
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return (
    <div className="grid max-w-3xl gap-6" data-testid="section-settings">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">
          {t('signedInAs')} <span data-testid="account-email" className="font-medium text-foreground">{user.email}</span>
        </p>
      </header>
      <SignInMethodsCard />
      <PasswordForm />
      <TwoStepCard />
      <SecurityActivityCard />
      <ModelSettingsCard />
      <SubscriptionCard />
      <PrivacyCard />
      <LanguageCard />
      <AppearanceCard />
      <DeleteAccountCard email={user.email ?? ''} />
    </div>
  );
}

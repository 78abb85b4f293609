import { useTranslation } from 'react-i18next';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { LanguageCard } from './components/language-card.tsx';
import { PasswordForm } from './components/password-form.tsx';
import { PrivacyCard } from './components/privacy-card.tsx';
import { SignInMethodsCard } from './components/sign-in-methods-card.tsx';
import { SubscriptionCard } from './components/subscription-card.tsx';

/** `/{lang}/settings`: the account and the rights the privacy policy promises (know, export, object, delete). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageMeta('settings');
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">
          {t('signedInAs')} <span data-testid="account-email" className="font-medium text-foreground">{user.email}</span>
        </p>
      </header>
      <SignInMethodsCard />
      <PasswordForm />
      <SubscriptionCard />
      <PrivacyCard />
      <LanguageCard />
      <DeleteAccountCard email={user.email ?? ''} />
    </div>
  );
}

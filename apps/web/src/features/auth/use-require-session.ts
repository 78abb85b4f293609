import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths.ts';
import { takeSessionEnded } from '@/lib/session-ended.ts';
import { useAuth } from './use-auth.ts';

/**
 * For pages that need a session (spec §2): once the stored session is known and there is none, go home
 * (replacing history) with the page's toast. Returns the auth state; render nothing until `user` is set.
 */
export function useRequireSession(toastKey: 'signUpFirst' | 'signInRequired') {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    if (!auth.ready || auth.user) return;
    if (takeSessionEnded()) toast(t('guard.sessionEnded.title'), { description: t('guard.sessionEnded.description') });
    else if (toastKey === 'signUpFirst') toast(t('guard.signUpFirst'));
    else toast(t('guard.signInRequired.title'), { description: t('guard.signInRequired.description') });
    void navigate(paths.home.getHref(i18n.language), { replace: true });
  }, [auth.ready, auth.user, navigate, t, i18n.language, toastKey]);
  return auth;
}

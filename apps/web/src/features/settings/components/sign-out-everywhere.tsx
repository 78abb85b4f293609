import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { getSupabase } from '@/lib/supabase.ts';

/**
 * Ends the account's other sessions (this one stays), or every session after a confirmation (`POST /auth/v1/logout`
 * with scope `others` / `global`; each is written to the security activity).
 */
export function SignOutEverywhere({ onOthersSignedOut }: { onOthersSignedOut: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();

  async function signOutOthers() {
    const { error } = await getSupabase().auth.signOut({ scope: 'others' });
    if (error) return void toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
    toast.success(t('security.signOutOthersDone'));
    onOthersSignedOut();
  }

  async function signOutEverywhere(): Promise<boolean> {
    const { error } = await getSupabase().auth.signOut({ scope: 'global' });
    if (error) {
      toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
      return false;
    }
    toast.success(t('security.signedOutEverywhere'));
    // Home, as after logging out; the settings page's guard would otherwise greet a signed-out visitor with "Please sign in".
    void navigate(paths.home.getHref(i18n.language), { replace: true });
    return true;
  }

  return (
    <div className="flex flex-wrap gap-2">
      {/* Long Spanish labels wrap on a phone rather than push the card wider than the screen. */}
      <Button type="button" variant="outline" className="h-auto min-h-9 shrink whitespace-normal" onClick={() => void signOutOthers()}>
        {t('security.signOutOthers')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="destructive" className="h-auto min-h-9 shrink whitespace-normal">
            {t('security.signOutEverywhere')}
          </Button>
        }
        title={t('security.confirmTitle')}
        description={t('security.confirmDescription')}
        confirmLabel={t('security.signOutEverywhere')}
        onConfirm={signOutEverywhere}
      />
    </div>
  );
}

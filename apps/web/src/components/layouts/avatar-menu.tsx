import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';

/** The first letter of the email, uppercased, or U (spec §2). */
export function avatarInitial(email: string | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || 'U';
}

export function AvatarMenu({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();

  async function logOut() {
    const { getSupabase } = await import('@/lib/supabase.ts');
    await getSupabase().auth.signOut();
    track('user_sign_out', {});
    toast(t('account.signedOut'));
    void navigate('/');
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={t('account.menu', { email: email ?? '' })}
      >
        {avatarInitial(email)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {email ? <DropdownMenuLabel className="max-w-64 truncate font-normal text-muted-foreground">{email}</DropdownMenuLabel> : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.getHref(i18n.language)}>{t('account.dashboard')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings.getHref(i18n.language)}>{t('account.settings')}</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>{t('account.logOut')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { InvitePreview } from '@selecta/shared/teams';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { teamsApi } from './api/teams-api.ts';
import { useTeamError } from './use-team-error.ts';

type Loaded = { status: 'loading' } | { status: 'invalid' } | { status: 'ready'; invite: InvitePreview };

/** `/{lang}/invite?token=…`: the team invite mailed to a colleague; sign up or sign in, then accept. */
export function InvitePage() {
  usePageMeta('invite');
  const { t, i18n } = useTranslation('teams');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { ready, user } = useAuth();
  const navigate = useNavigate();
  const fail = useTeamError();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [accepting, setAccepting] = useState(false);
  const lang = i18n.language;

  useEffect(() => {
    if (!token) return setLoaded({ status: 'invalid' });
    teamsApi.preview(token).then(
      (invite) => setLoaded({ status: 'ready', invite }),
      () => setLoaded({ status: 'invalid' }),
    );
  }, [token]);

  async function accept(teamName: string) {
    setAccepting(true);
    try {
      await teamsApi.accept(token);
      notifySuccess(t('invitePage.accepted', { team: teamName }));
      void navigate(paths.dashboard.getHref(lang));
    } catch (error) {
      fail(error);
      setAccepting(false);
    }
  }

  let body: React.ReactNode = <p className="text-muted-foreground">{t('invitePage.checking')}</p>;
  let title = t('invitePage.title', { team: '…' });
  if (loaded.status === 'invalid') body = <p role="alert">{t('invitePage.invalid')}</p>;
  if (loaded.status === 'ready') {
    const { invite } = loaded;
    title = t('invitePage.title', { team: invite.teamName });
    const mismatch = user?.email && user.email.toLowerCase() !== invite.email;
    if (invite.status !== 'pending') {
      body = <p role="alert">{t(invite.status === 'accepted' ? 'invitePage.accepted_status' : `invitePage.${invite.status}`)}</p>;
    } else if (!ready) {
      body = null;
    } else if (!user) {
      body = (
        <div className="grid gap-3">
          <Button asChild size="lg">
            <Link to={paths.auth.getHref(lang, { invite: token })}>{t('invitePage.signUp')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.auth.getHref(lang, { login: true, invite: token })}>{t('invitePage.signIn')}</Link>
          </Button>
        </div>
      );
    } else if (mismatch) {
      body = (
        <div className="grid gap-3">
          <p role="alert">{t('invitePage.wrongAccount', { email: user.email, invited: invite.email })}</p>
          <Button variant="outline" onClick={() => void getSupabase().auth.signOut()}>
            {t('invitePage.signOut')}
          </Button>
        </div>
      );
    } else {
      body = (
        <Button size="lg" disabled={accepting} onClick={() => void accept(invite.teamName)}>
          {accepting ? t('invitePage.accepting') : t('invitePage.accept')}
        </Button>
      );
    }
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          {loaded.status === 'ready' ? (
            <CardDescription>{t('invitePage.body', { email: loaded.invite.email, role: t(`role.${loaded.invite.role}`) })}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {body}
          {user ? (
            <Link className="text-center text-sm text-primary underline-offset-4 hover:underline" to={paths.dashboard.getHref(lang)}>
              {t('invitePage.toDashboard')}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

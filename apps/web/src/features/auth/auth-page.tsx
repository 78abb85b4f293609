import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { prerenderVariant } from '@selecta/shared/site-routes';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { EmailCodeForm } from './components/email-code-form.tsx';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { oauthErrorKey, oauthReturnErrorCode } from './oauth-return-error.ts';
import { LoginForm } from './components/login-form.tsx';
import { SsoForm } from './components/sso-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';
import { afterAuthPath } from './after-auth-path.ts';
import { useAuth } from './use-auth.ts';

/** `/{lang}/auth`: sign-up by default, login with `?login=true`; a signed-in visitor goes to the dashboard. */
export function AuthPage() {
  const { t, i18n } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { ready, user } = useAuth();
  // Both forms are prerendered, and the server serves the login one for `?login=true` (prerenderVariant), so
  // the first render already shows the form the query asks for.
  const mode = prerenderVariant(params) === 'login' ? 'login' : 'signup';
  usePageMeta(mode === 'login' ? 'authLogin' : 'authSignup');
  // "Email me a code" replaces the login form, keeping the address typed so far.
  const [codeEmail, setCodeEmail] = useState<string>();
  const byCode = mode === 'login' && codeEmail !== undefined;
  // "Sign in with SSO" replaces it the same way.
  const [ssoEmail, setSsoEmail] = useState<string>();
  const bySso = mode === 'login' && ssoEmail !== undefined && !byCode;
  // The extension's "Sign in with <domain>" (an organisation's policy) links here with `?sso=<domain>`. Read after
  // hydration: the prerendered page is the same for every query.
  useEffect(() => {
    const domain = params.get('sso');
    if (domain && domain.length <= 253) setSsoEmail(domain);
    // Only on arrival.
  }, []);
  // A provider sign-in that failed comes back here with GoTrue's error code in the URL.
  const [oauthError, setOauthError] = useState<string>();
  useEffect(() => setOauthError(oauthReturnErrorCode(window.location)), []);

  useEffect(() => {
    track('view_auth_page', { form_type: params.get('login') === 'true' ? 'login' : 'signup' });
    // Only on arrival: the toggle tracks its own event.
  }, []);
  // Only a session present on arrival sends the visitor on; a sign-in made here navigates on its own.
  const checked = useRef(false);
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    if (user) void navigate(afterAuthPath(params, i18n.language, 'dashboard'), { replace: true });
  }, [ready, user, navigate, i18n.language, params]);

  function toggle() {
    const next = mode === 'login' ? 'signup' : 'login';
    track('toggle_auth_form', { form_type: next });
    // A team invite the visitor came from stays in the query, so either form leads back to it.
    const invite = params.get('invite');
    setParams({ ...(next === 'login' ? { login: 'true' } : {}), ...(invite ? { invite } : {}) }, { replace: true });
  }

  function form() {
    if (byCode) return <EmailCodeForm initialEmail={codeEmail} onBack={() => setCodeEmail(undefined)} />;
    if (bySso) return <SsoForm initialEmail={ssoEmail} onBack={() => setSsoEmail(undefined)} />;
    return mode === 'login' ? <LoginForm onToggle={toggle} onEmailCode={setCodeEmail} onSso={setSsoEmail} /> : <SignUpForm onToggle={toggle} />;
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          {/* The page's one <h1>: the auth page has no other heading. */}
          <h1 data-slot="card-title" className="text-2xl font-semibold leading-tight">
            {byCode ? t('emailCode.title') : bySso ? t('sso.title') : mode === 'login' ? t('login.title') : t('signUp.title')}
          </h1>
          {byCode || bySso ? null : <CardDescription>{mode === 'login' ? t('login.description') : t('signUp.description')}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">
          {oauthError ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {t(oauthErrorKey(oauthError))}
            </p>
          ) : null}
          {byCode || bySso ? null : <ProviderButtons />}
          {form()}
        </CardContent>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        {t('terms.before')}
        <Link className="underline underline-offset-2" to={paths.privacy.getHref(i18n.language)}>
          {t('terms.terms')}
        </Link>
        {t('terms.and')}
        <Link className="underline underline-offset-2" to={paths.privacy.getHref(i18n.language)}>
          {t('terms.privacy')}
        </Link>
      </p>
    </div>
  );
}

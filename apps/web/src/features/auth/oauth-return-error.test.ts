import { describe, expect, it } from 'vitest';
import { oauthErrorKey, oauthReturnErrorCode } from './oauth-return-error.ts';

describe('the OAuth error a callback left in the URL', () => {
  it('reads the fragment first, then the query, and only plain codes', () => {
    expect(oauthReturnErrorCode({ hash: '#error=server_error&error_code=provider_email_needs_verification', search: '' })).toBe('provider_email_needs_verification');
    expect(oauthReturnErrorCode({ hash: '', search: '?login=true&error=access_denied&error_code=access_denied' })).toBe('access_denied');
    expect(oauthReturnErrorCode({ hash: '#access_token=x', search: '?login=true' })).toBeUndefined();
    expect(oauthReturnErrorCode({ hash: '#error_code=<script>', search: '' })).toBeUndefined();
  });

  it('maps every code to a message, unknown ones to the generic one', () => {
    expect(oauthErrorKey('provider_email_needs_verification')).toBe('oauth.errors.unverified');
    expect(oauthErrorKey('identity_already_exists')).toBe('oauth.errors.taken');
    expect(oauthErrorKey('bad_oauth_state')).toBe('oauth.errors.generic');
    expect(oauthErrorKey('sso_domain_not_allowed')).toBe('sso.errors.outsideDomains');
    expect(oauthErrorKey('user_sso_managed')).toBe('sso.errors.required');
    expect(oauthErrorKey('user_banned')).toBe('sso.errors.deactivated');
  });
});

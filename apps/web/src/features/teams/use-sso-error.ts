import { ssoErrorCodes } from '@selecta/shared/team-sso';
import { teamErrorCodes } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

const known = new Set<string>([...Object.values(ssoErrorCodes), teamErrorCodes.proRequired, teamErrorCodes.forbidden, 'validation_failed']);

/**
 * A failed SSO settings call in the visitor's language, from the server's error code. `sso_test_first` answers both
 * the require switch and a domain's Verify (while SSO is required), each worded for where it shows.
 */
export function useSsoErrorText(place: 'require' | 'domain' = 'require') {
  const { t } = useTranslation('teams');
  return (error: unknown) => {
    const code = error instanceof ApiRequestError && known.has(error.code) ? error.code : 'generic';
    return t(`sso.errors.${code === ssoErrorCodes.testFirst && place === 'domain' ? 'sso_test_first_domain' : code}` as 'sso.errors.generic');
  };
}

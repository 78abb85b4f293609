import { ssoErrorCodes } from '@selecta/shared/team-sso';
import { teamErrorCodes } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

const known = new Set<string>([...Object.values(ssoErrorCodes), teamErrorCodes.proRequired, teamErrorCodes.forbidden, 'validation_failed']);

/** A failed SSO settings call in the visitor's language, from the server's error code. */
export function useSsoErrorText() {
  const { t } = useTranslation('teams');
  return (error: unknown) => t(`sso.errors.${error instanceof ApiRequestError && known.has(error.code) ? error.code : 'generic'}` as 'sso.errors.generic');
}

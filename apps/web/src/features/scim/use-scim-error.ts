import { scimErrorCodes } from '@selecta/shared/scim';
import { teamErrorCodes } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client.ts';

const known = new Set<string>([...Object.values(scimErrorCodes), teamErrorCodes.proRequired, teamErrorCodes.forbidden, 'validation_failed']);

/** A failed SCIM token call in the visitor's language, from the server's error code. */
export function useScimErrorText() {
  const { t } = useTranslation('scim');
  return (error: unknown) => t(`errors.${error instanceof ApiRequestError && known.has(error.code) ? error.code : 'generic'}` as 'errors.generic');
}

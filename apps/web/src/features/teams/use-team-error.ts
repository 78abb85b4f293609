import { teamErrorCodes } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/notify.ts';

const known = new Set<string>(Object.values(teamErrorCodes));

/** Shows a failed team call as a toast in the visitor's language, worded from the server's error code. */
export function useTeamError() {
  const { t } = useTranslation('teams');
  return (error: unknown) => {
    const code = error instanceof ApiRequestError && known.has(error.code) ? error.code : 'generic';
    notifyError(t('errors.title'), { description: t(`errors.${code}` as 'errors.generic'), duration: 5000 });
  };
}

/** Runs a team action, then `after` (a reload) on success; failures become a toast. */
export function useTeamAction(after: () => void) {
  const fail = useTeamError();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      after();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

export function SiteLogo() {
  const { t, i18n } = useTranslation('common');
  return (
    <Link to={paths.home.getHref(i18n.language)} className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {/* The link is named by its label; on the narrowest phones the mark alone leaves room for the header's actions. */}
      <span className="hidden text-lg min-[360px]:inline">{t('brand')}</span>
    </Link>
  );
}

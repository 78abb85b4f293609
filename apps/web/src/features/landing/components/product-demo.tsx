import { useTranslation } from 'react-i18next';
import { Copy, CornerDownLeft } from 'lucide-react';

/**
 * The hero's demo: the product's toolbar and result card over an email, drawn in HTML and animated in CSS
 * (selection, toolbar, streaming answer), in the page's language. Reduced motion shows the final frame.
 */
export function ProductDemo() {
  const { t } = useTranslation('landing');
  const actions = ['reply', 'tldr', 'translate', 'custom'] as const;
  return (
    <figure aria-label={t('demo.label')} className="demo relative rounded-2xl border bg-slate-50 shadow-xl">
      <div aria-hidden className="flex items-center gap-2 rounded-t-2xl border-b bg-slate-200/80 px-4 py-2.5">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ml-3 truncate rounded-full bg-white px-3 py-0.5 text-xs text-slate-600">{t('demo.url')}</span>
      </div>
      <div className="p-5 text-slate-800 sm:p-6">
        <p className="flex items-center gap-3 text-sm font-semibold">
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-indigo-200 text-indigo-900">
            M
          </span>
          {t('demo.from')}
        </p>
        <p className="mt-4 text-[15px]">
          {t('demo.pageText')} <mark className="demo-selection rounded-sm bg-indigo-200 text-indigo-950">{t('demo.selection')}</mark>
        </p>
        <div className="demo-toolbar mt-4 flex w-fit flex-wrap gap-1.5 rounded-xl border bg-white p-1.5 shadow-lg">
          {actions.map((action, i) => (
            <span key={action} className={i === 0 ? 'rounded-lg bg-indigo-600 px-3 py-1.5 text-xs font-semibold text-white' : 'rounded-lg border px-3 py-1.5 text-xs font-semibold'}>
              {t(`demo.actions.${action}`)}
            </span>
          ))}
        </div>
        <div className="demo-card mt-3 rounded-xl border border-indigo-300 bg-white p-4 shadow-lg">
          <p className="text-xs font-bold tracking-wide text-indigo-700 uppercase">{t('demo.resultTitle')}</p>
          <p className="demo-result mt-2 text-sm leading-relaxed">{t('demo.result')}</p>
          <p aria-hidden className="mt-3 flex gap-2 text-xs font-semibold">
            <span className="flex items-center gap-1 rounded-md bg-indigo-50 px-2.5 py-1 text-indigo-900">
              <Copy className="size-3.5" /> {t('demo.copy')}
            </span>
            <span className="flex items-center gap-1 rounded-md bg-indigo-600 px-2.5 py-1 text-white">
              <CornerDownLeft className="size-3.5" /> {t('demo.insert')}
            </span>
          </p>
        </div>
      </div>
    </figure>
  );
}

import type { Locale } from '@selecta/shared/locales';

/** JSON-LD for the organisation and the website, with a search action (spec §2 page metadata). */
export function structuredData(origin: string, lang: Locale, description: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Selecta',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: 'hello@selecta.app',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Selecta',
      url: `${origin}/${lang}`,
      inLanguage: lang,
      description,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${lang}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

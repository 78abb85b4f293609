import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { sectionHref } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';

export const landingSections = [
  { id: 'how-it-works', label: 'nav.howItWorks' },
  { id: 'features', label: 'nav.features' },
  { id: 'testimonials', label: 'nav.testimonials' },
] as const;

/** The header scrolls to a section with 100 px to spare for itself (spec §2). */
export const sectionScrollOffset = 100;

export function scrollToSection(id: (typeof landingSections)[number]['id']) {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - sectionScrollOffset;
  window.scrollTo({ top, behavior: 'smooth' });
  history.replaceState(null, '', `#${id}`);
  track('scroll_to_section', { section: id });
  return true;
}

/** The landing page's section anchors, shown only on `/en` and `/es`. */
export function SectionLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { t, i18n } = useTranslation('common');
  const onClick = (id: (typeof landingSections)[number]['id']) => (event: React.MouseEvent) => {
    if (scrollToSection(id)) event.preventDefault();
  };
  return (
    <ul className={className}>
      {landingSections.map((section) => (
        <li key={section.id}>
          <a href={sectionHref(i18n.language, section.id)} onClick={onClick(section.id)} className={linkClassName}>
            {t(section.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

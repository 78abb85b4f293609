import { Hero } from './components/hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { Features } from './components/features.tsx';
import { GetStarted } from './components/get-started.tsx';
import { PlansSection } from './components/plans-section.tsx';
import { Testimonials, UsedBy } from './components/social-proof.tsx';
import { usePageMeta } from '@/features/seo/page-meta.tsx';

/** `/en`, `/es`: the marketing page. Header and footer come from the layout. */
export function LandingPage() {
  usePageMeta('landing');
  return (
    <>
      <Hero />
      <HowItWorks />
      <UsedBy />
      <Testimonials />
      <Features />
      <GetStarted />
      <PlansSection />
    </>
  );
}

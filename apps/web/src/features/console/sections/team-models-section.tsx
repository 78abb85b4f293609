import { TeamModelCard } from '@/features/models/components/team-model-card.tsx';
import { AdminOnly } from '../admin-only.tsx';
import { SectionPage } from '../section-page.tsx';

/** `/{lang}/dashboard/team/models`: the team's default model and its own endpoint. */
export function TeamModelsSection() {
  return (
    <AdminOnly>
      <SectionPage page="teamModels">
        <TeamModelCard />
      </SectionPage>
    </AdminOnly>
  );
}

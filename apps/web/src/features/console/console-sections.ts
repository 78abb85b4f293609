import { consolePages, teamAdminPages } from '@selecta/shared/site-routes';
import {
  BookText,
  Boxes,
  ChartColumn,
  ChartNoAxesCombined,
  CreditCard,
  LayoutDashboard,
  LifeBuoy,
  MailPlus,
  ScrollText,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Each console section's icon in the navigation. */
export const sectionIcons: Record<(typeof consolePages)[number] | (typeof teamAdminPages)[number], LucideIcon> = {
  dashboard: LayoutDashboard,
  dashboardUsage: ChartColumn,
  settings: Settings,
  dashboardBilling: CreditCard,
  dashboardSupport: LifeBuoy,
  teamMembers: Users,
  teamInvitations: MailPlus,
  teamPrompts: BookText,
  teamModels: Boxes,
  teamUsage: ChartNoAxesCombined,
  teamSecurity: ShieldCheck,
  teamAudit: ScrollText,
};

export type ConsolePage = keyof typeof sectionIcons;

/** A team's sections its plain members use too (read-only): the prompts they run from the extension. */
export const teamMemberPages: readonly ConsolePage[] = ['teamPrompts'];

/** The sections a person sees: everyone's; in a team, the prompts; for its owner and admins, every team section. */
export function visibleSections(inTeam: boolean, manages: boolean): { account: ConsolePage[]; team: ConsolePage[] } {
  const team = manages ? [...teamAdminPages] : inTeam ? teamAdminPages.filter((page) => teamMemberPages.includes(page)) : [];
  return { account: [...consolePages], team };
}


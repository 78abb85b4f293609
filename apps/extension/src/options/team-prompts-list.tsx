import { useEffect, useState } from 'react';
import type { ResponseMap } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';
import type { Translate } from '../i18n/translate.ts';

/** The team's prompts, read-only and marked as the team's (decision 021); nothing when the user is in no team. */
export function TeamPromptsList({ t }: { t: Translate }) {
  const [team, setTeam] = useState<ResponseMap['team'] | null>(null);
  useEffect(() => {
    void send({ type: 'team', refresh: true }).then(setTeam);
  }, []);
  if (!team?.teamName) return null;
  return (
    <section className="card" aria-labelledby="team-prompts-title" data-testid="team-prompts">
      <h2 id="team-prompts-title">{t('options.teamPrompts')}</h2>
      <p className="notice">{t('options.teamPromptsHelp', { team: team.teamName })}</p>
      <ul className="plain">
        {team.prompts.map((prompt) => (
          <li key={prompt.id}>
            <strong>{prompt.name}</strong> <span className="badge">{t('options.teamBadge')}</span>
            {prompt.pinned && <span className="badge">{t('options.teamPinned')}</span>}
            <p>{prompt.template}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { describe, expect, it } from 'vitest';
import { commandAction, menuAction, menuItems } from './menu-items.ts';

describe('context menu and browser commands', () => {
  it('lists the actions, then every saved prompt, the team’s marked as such', () => {
    const items = menuItems(
      [{ id: 'reply', title: 'Reply' }],
      [
        { id: 'p1', name: 'Polite', team: false },
        { id: 't1', name: 'Escalate', team: true },
      ],
      (name) => `${name} (team)`,
    );
    expect(items).toEqual([
      { id: 'selecta:reply', title: 'Reply' },
      { id: 'selecta:prompt:p1', title: 'Polite' },
      { id: 'selecta:prompt:team-t1', title: 'Escalate (team)' },
    ]);
    // A click answers the id the toolbar and shortcuts use for the same action.
    expect(items.map((item) => menuAction(item.id))).toEqual(['reply', 'prompt:p1', 'prompt:team-t1']);
    expect(menuAction('other-extension:reply')).toBeNull();
    expect(menuAction('selecta:')).toBeNull();
  });

  it('maps each command to its action: the last one, the toolbar focus, or a slot (empty slots do nothing)', () => {
    const slots = ['prompt:p1', null, 'translate'];
    expect(commandAction('run-last-action', 'tldr', slots)).toBe('tldr');
    expect(commandAction('focus-toolbar', 'tldr', slots)).toBe('focus-toolbar');
    expect(commandAction('run-slot-1', 'tldr', slots)).toBe('prompt:p1');
    expect(commandAction('run-slot-2', 'tldr', slots)).toBeNull();
    expect(commandAction('run-slot-3', 'tldr', slots)).toBe('translate');
    expect(commandAction('run-slot-4', 'tldr', slots)).toBeNull();
  });
});

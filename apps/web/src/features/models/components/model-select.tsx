import type { CatalogueModel } from '@selecta/shared/models';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label.tsx';

/** One labelled choice of model: "the default" (empty value) or a catalogue model, or the team's own endpoint. */
export function ModelSelect({ id, label, value, models, team, defaultLabel, onChange, disabled }: {
  id: string;
  label: string;
  value: string | null;
  models: CatalogueModel[];
  team: { label: string } | null;
  defaultLabel: string;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('models');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-10 w-full rounded-md border border-input bg-transparent px-3 text-sm disabled:opacity-50"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{defaultLabel}</option>
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {t('option', { label: model.label, tier: t(`tier.${model.tier}`) })}
          </option>
        ))}
        {team ? <option value="team">{t('teamOption', { label: team.label })}</option> : null}
      </select>
    </div>
  );
}

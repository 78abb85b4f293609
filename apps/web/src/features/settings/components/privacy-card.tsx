import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { setConsent, useConsent } from '@/features/analytics/consent-store.ts';
import { downloadExport } from '../api/export-data.ts';
import { recordConsent } from '../api/record-consent.ts';

/** The analytics consent switch (the website's own consent store) and the data export. */
export function PrivacyCard() {
  const { t } = useTranslation('settings');
  const consent = useConsent();
  const [exporting, setExporting] = useState(false);

  function toggle(granted: boolean) {
    setConsent(granted ? 'granted' : 'denied');
    // The record is for the export; the choice itself already applies in this browser.
    recordConsent({ analytics: granted }).catch(() => undefined);
    toast.success(t(granted ? 'privacy.consentOn' : 'privacy.consentOff'));
  }

  async function exportData() {
    setExporting(true);
    try {
      await downloadExport();
      toast.success(t('privacy.exported'));
    } catch {
      toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('privacy.title')}</CardTitle>
        <CardDescription>{t('privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="analytics-consent">{t('privacy.analytics')}</Label>
            <p className="text-sm text-muted-foreground">{t('privacy.analyticsHelp')}</p>
          </div>
          <Switch.Root
            id="analytics-consent"
            checked={consent.choice === 'granted'}
            onCheckedChange={toggle}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-input transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </div>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('privacy.exportHelp')}</p>
          <Button type="button" variant="outline" className="justify-self-start" onClick={exportData} disabled={exporting}>
            {exporting ? t('privacy.exporting') : t('privacy.export')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

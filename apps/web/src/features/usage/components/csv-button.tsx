import { useUsageTranslation } from '../use-usage-translation.ts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { downloadHistoryCsv, type HistoryDays } from '../api/usage-history-api.ts';

/** Downloads the period's numbers as CSV. */
export function CsvButton({ path, days }: { path: string; days: HistoryDays }) {
  const { t } = useUsageTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadHistoryCsv(path, days);
    } catch {
      toast.error(t('csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()} disabled={busy}>
      <Download aria-hidden />
      {t('csv.download')}
    </Button>
  );
}

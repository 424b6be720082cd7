import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { loadAllPayouts } from '../api/load-all-payouts';
import { earningsCsvFileName, earningsCsvOf } from '../model/earnings-export';
import { EXPORT_FAILED } from '../model/payout-texts';
import { downloadFile } from './browser-actions';

/**
 * "Export CSV": reads every payout of the DJ (not only the pages on screen), then saves
 * spinbook-earnings-YYYY-MM-DD.csv.
 */
export function useEarningsExport(uid: string) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const payouts = await loadAllPayouts(uid);
      downloadFile(earningsCsvFileName(new Date()), earningsCsvOf(payouts));
    } catch (error) {
      console.warn('Earnings export failed', error);
      toast({ ...EXPORT_FAILED, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }, [toast, uid]);

  return { exporting, exportCsv };
}

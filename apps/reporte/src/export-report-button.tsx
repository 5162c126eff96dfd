import { saveDownloadedFile } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import { Button, useTexts } from '@replica/ui';
import { reporteTexts } from './texts';

export interface ExportReportButtonProps {
  industry: string;
  disabled?: boolean;
  onSaved: (filename: string) => void;
  onFailed: (error: unknown) => void;
}

/** 'Exportar CSV': downloads the report of the industry (fetched with the session header). */
export function ExportReportButton({
  industry,
  disabled = false,
  onSaved,
  onFailed,
}: ExportReportButtonProps) {
  const t = useTexts(reporteTexts);
  const reportExport = useApiMutation('exportReportCsv');

  function exportCsv() {
    // A promise, not `mutate`'s callbacks: those are dropped when the screen changes industry
    // meanwhile, and the file asked for must still be saved.
    void reportExport
      .mutateAsync({ query: { industry } })
      .then((file) => {
        saveDownloadedFile(file);
        onSaved(file.filename);
      })
      .catch(onFailed);
  }

  return (
    <Button
      variant="secondary"
      onClick={exportCsv}
      busy={reportExport.isPending}
      disabled={disabled}
    >
      {reportExport.isPending ? t.exporting : t.exportCsv}
    </Button>
  );
}

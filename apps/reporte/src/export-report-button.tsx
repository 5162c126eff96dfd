import { api, saveDownloadedFile } from '@replica/api-client';
import { Button, useTexts } from '@replica/ui';
import { useState } from 'react';
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
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await api.exportReportCsv(industry);
      saveDownloadedFile(file);
      onSaved(file.filename);
    } catch (error) {
      onFailed(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv()}
      busy={exporting}
      disabled={disabled}
    >
      {exporting ? t.exporting : t.exportCsv}
    </Button>
  );
}

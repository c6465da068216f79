import { FileArchive, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cookbookExportUrl } from '../api/export-links';
import { ImportArchiveDialog } from './import-archive-dialog';

/** The cookbook's "Export cookbook" (a zip download) and "Import file" (preview, choose, import). */
export function CookbookArchiveActions() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="outline" asChild>
        <a href={cookbookExportUrl} download>
          <FileArchive aria-hidden />
          Export cookbook
        </a>
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <FileUp aria-hidden />
        Import file
      </Button>
      <ImportArchiveDialog open={importing} onOpenChange={setImporting} />
    </>
  );
}

import { FileArchive, FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cookbookExportUrl } from '../api/export-links';

// the shell lends these buttons to the cookbook; the dialog and its upload code load on first use
const ImportArchiveDialog = lazy(async () => ({ default: (await import('./import-archive-dialog')).ImportArchiveDialog }));

/** The cookbook's "Export cookbook" (a zip download) and "Import file" (preview, choose, import). */
export function CookbookArchiveActions() {
  const [importing, setImporting] = useState(false);
  // mounted from the first opening on, so closing animates and later openings are instant
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button variant="outline" asChild>
        <a href={cookbookExportUrl} download>
          <FileArchive aria-hidden />
          Export cookbook
        </a>
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setUsed(true);
          setImporting(true);
        }}
      >
        <FileUp aria-hidden />
        Import file
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ImportArchiveDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
    </>
  );
}

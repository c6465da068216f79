import { archiveFileTypes, type ArchivePreview } from '@sous/contracts';
import { ArrowLeft, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useImportRecipeArchive } from '../api/import-recipe-archive';
import type { UploadProgress } from '../api/post-archive';
import { usePreviewRecipeArchive } from '../api/preview-recipe-archive';
import { ArchiveProgress, type ArchiveStep } from './archive-progress';
import { archiveText } from './archive-text';

/**
 * "Import file": the server reads the file (a zip of recipes from Sous or another app, or one
 * recipe file) and lists its recipes (nothing stored), duplicates of what the cookbook has are
 * flagged and left unticked; Import sends the same file with the ticked entries, stored all
 * together or not at all. Both requests show the bytes sent, then the server's step.
 */
export function ImportArchiveDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ArchivePreview | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<ArchiveStep | null>(null);
  const reader = usePreviewRecipeArchive();
  const importer = useImportRecipeArchive();
  const id = useId();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setChosen(new Set());
    setProblem(null);
    setStep(null);
    reader.reset();
    importer.reset();
  };
  const close = (next: boolean) => {
    if (!next && !importer.isPending) reset();
    if (!importer.isPending) onOpenChange(next);
  };

  const read = (picked: File | undefined) => {
    if (!picked) return;
    setProblem(null);
    setFile(picked);
    setStep({ kind: 'read', sending: null });
    const onProgress = (sending: UploadProgress) => setStep({ kind: 'read', sending });
    reader.mutate(
      { file: picked, onProgress },
      {
        onSettled: () => setStep(null),
        onSuccess: (answer) => {
          setPreview(answer);
          setChosen(new Set(answer.recipes.filter((item) => item.duplicate === null).map((item) => item.entry)));
        },
        onError: (error) => setProblem(serverMessage(error, archiveText.readFailed)),
      },
    );
  };

  const toggle = (entry: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(entry);
      else next.delete(entry);
      return next;
    });

  const commit = () => {
    if (!file || !preview || chosen.size === 0) return;
    // the preview's order, which is the file's
    const entries = preview.recipes.map((item) => item.entry).filter((entry) => chosen.has(entry));
    setStep({ kind: 'import', sending: null });
    const onProgress = (sending: UploadProgress) => setStep({ kind: 'import', sending });
    importer.mutate(
      { file, entries, onProgress },
      {
        onSettled: () => setStep(null),
        onSuccess: (result) => {
          toast({ variant: 'success', title: archiveText.imported(result.imported.length) });
          reset();
          onOpenChange(false);
        },
        onError: (error) => setProblem(serverMessage(error, archiveText.importFailed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{archiveText.title}</DialogTitle>
          <DialogDescription>{archiveText.description}</DialogDescription>
        </DialogHeader>
        {problem && <Alert variant="destructive">{problem}</Alert>}
        {preview ? (
          <ArchiveList preview={preview} chosen={chosen} onToggle={toggle} onChoose={setChosen} disabled={importer.isPending} />
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-file`}>{archiveText.fileLabel}</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept={[...archiveFileTypes, 'application/zip', 'application/json', 'application/ld+json'].join(',')}
              disabled={reader.isPending}
              onChange={(event) => read(event.target.files?.[0])}
              className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:bg-background file:px-3 file:text-sm md:min-h-8 md:file:min-h-8"
            />
            {step && <ArchiveProgress step={step} />}
          </div>
        )}
        {preview && step && <ArchiveProgress step={step} />}
        {preview && (
          <DialogFooter>
            <Button variant="outline" onClick={reset} disabled={importer.isPending}>
              <ArrowLeft aria-hidden />
              {archiveText.chooseAnother}
            </Button>
            <Button onClick={commit} disabled={chosen.size === 0 || importer.isPending}>
              <FileUp aria-hidden />
              {importer.isPending ? archiveText.importing(chosen.size) : archiveText.importButton(chosen.size)}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ArchiveList({
  preview,
  chosen,
  onToggle,
  onChoose,
  disabled,
}: {
  preview: ArchivePreview;
  chosen: ReadonlySet<string>;
  onToggle: (entry: string, on: boolean) => void;
  onChoose: (entries: ReadonlySet<string>) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span role="status" className="tabular-nums">
          {archiveText.chosen(chosen.size, preview.recipes.length)}
        </span>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChoose(new Set(preview.recipes.map((item) => item.entry)))}>
          {archiveText.selectAll}
        </Button>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChoose(new Set())}>
          {archiveText.selectNone}
        </Button>
      </div>
      <ul aria-label={archiveText.listLabel} className="flex flex-col divide-y rounded-lg border">
        {preview.recipes.map((item, index) => {
          const inputId = `${id}-${index}`;
          const noteId = `${inputId}-note`;
          return (
            <li key={item.entry} className="flex flex-col gap-1 px-3 py-2">
              <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 md:min-h-8">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(item.entry)}
                  disabled={disabled}
                  onChange={(event) => onToggle(item.entry, event.target.checked)}
                  aria-describedby={item.duplicate ? noteId : undefined}
                  className="size-5 accent-primary md:size-4"
                />
                <span className="font-medium">{item.recipe.title}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {item.recipe.ingredients.length} ingredients · {item.recipe.instructions.length} steps{item.imageInArchive ? ` · ${archiveText.withPhoto}` : ''}
                </span>
              </label>
              {item.duplicate && (
                <Badge id={noteId} variant="expiring" className="self-start">
                  {archiveText.duplicate(item.duplicate)}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      {preview.skipped.length > 0 && (
        <div className="text-sm text-muted-foreground">
          <p>{archiveText.skipped(preview.skipped.length)}</p>
          <ul className="list-disc pl-5">
            {preview.skipped.map((skip) => (
              <li key={skip.entry}>
                {skip.entry}: {archiveText.skipReasons[skip.reason]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import { receiptTextMaxLength, uploadMaxBytes, type ScannedReceipt, type SkippedReceiptLine } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { Camera, ClipboardPaste, ImageUp, ScanText } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { UploadProgressBar } from '@/components/upload-progress';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { serverMessage } from '@/lib/api-client';
import { isAbort, type UploadProgress } from '@/lib/post-file';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useCommitReceipt } from '../api/commit-receipt';
import { useScanReceipt, type ScanReceiptInput } from '../api/scan-receipt';
import {
  commitSummary,
  emptyRow,
  rowFromProposed,
  rowFromSkipped,
  serverRowErrors,
  validateRows,
  type ReceiptRow,
  type ReviewErrors,
  type RowErrors,
  type RowField,
} from '../lib/receipt-rows';
import { receiptsText } from '../lib/receipts-text';
import { editRow } from '../lib/row-expiry';
import { ReceiptReview } from './receipt-review';

type Stage =
  | { kind: 'choose'; mode: 'photo' | 'text' }
  | { kind: 'reading'; image: boolean; sending: UploadProgress | null }
  | { kind: 'review'; receipt: ScannedReceipt };

/** Client errors first (they are about what the row holds now), then what the server said. */
function mergeErrors(client: ReviewErrors, server: ReviewErrors, shown: (key: string) => boolean): ReviewErrors {
  const merged: ReviewErrors = {};
  for (const key of new Set([...Object.keys(client), ...Object.keys(server)])) {
    const row: RowErrors = { ...server[key], ...(shown(key) ? client[key] : {}) };
    if (Object.keys(row).length > 0) merged[key] = row;
  }
  return merged;
}

/** The flow inside the dialog; it unmounts on close, which drops the rows and cancels a read. */
function ReceiptFlow({ onClose, onBusyChange, onReviewChange }: { onClose: () => void; onBusyChange: (busy: boolean) => void; onReviewChange: (reviewing: boolean) => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose', mode: 'photo' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<ReceiptRow[]>([]);
  const [usedSkipped, setUsedSkipped] = useState<ReadonlySet<number>>(new Set());
  // rows added by hand show their errors once left; rows read from the receipt from the start
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<ReviewErrors>({});
  const { data: locations = [] } = useStorageLocations();
  const scan = useScanReceipt();
  const commit = useCommitReceipt({ meta: { errorTitle: receiptsText.commitFailed, errorFallback: receiptsText.commitFailed } });
  const reading = useRef<AbortController | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reviewRegion = useRef<HTMLDivElement>(null);
  const added = useRef(0);
  const today = todayIn(new Date());
  const id = useId();

  // closing the dialog mid-read drops the upload
  useEffect(() => () => reading.current?.abort(), []);
  useEffect(() => onBusyChange(commit.isPending), [commit.isPending, onBusyChange]);
  useEffect(() => onReviewChange(stage.kind === 'review'), [stage.kind, onReviewChange]);
  useEffect(() => () => onReviewChange(false), [onReviewChange]);

  // focus follows the step: the review's heading, the cancel button while reading, the first choice
  const step = stage.kind === 'choose' ? stage.mode : stage.kind;
  useEffect(() => {
    if (step === 'review') reviewHeading.current?.focus();
    else if (step === 'reading') cancelButton.current?.focus();
    else if (step === 'text') textBox.current?.focus();
    else chooseButton.current?.focus();
  }, [step]);

  const read = (input: ScanReceiptInput) => {
    setProblem(null);
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const image = input.kind === 'image';
    setStage({ kind: 'reading', image, sending: null });
    const request: ScanReceiptInput = image
      ? { ...input, signal: controller.signal, onProgress: (sending) => !controller.signal.aborted && setStage({ kind: 'reading', image, sending }) }
      : input;
    scan.mutate(request, {
      onSuccess: (receipt) => {
        // a text read cannot be stopped on the wire: a cancelled one's answer is dropped here
        if (controller.signal.aborted) return;
        setRows(receipt.items.map(rowFromProposed));
        setUsedSkipped(new Set());
        setFresh(new Set());
        setServerErrors({});
        setStage({ kind: 'review', receipt });
      },
      onError: (error) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setProblem(serverMessage(error, receiptsText.readFailed));
        setStage({ kind: 'choose', mode: image ? 'photo' : 'text' });
      },
    });
  };

  const cancelRead = () => {
    reading.current?.abort();
    scan.reset();
    setStage({ kind: 'choose', mode: 'photo' });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same photo chosen again after a failed read still fires a change
    event.target.value = '';
    if (!file) return;
    // the server refuses it too; saying so here spares sending megabytes for nothing
    if (file.size > uploadMaxBytes) {
      setProblem(receiptsText.tooLarge(Math.round(uploadMaxBytes / 1024 / 1024)));
      return;
    }
    read({ kind: 'image', file });
  };

  const readText = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(receiptsText.pasteMissing);
      textBox.current?.focus();
      return;
    }
    read({ kind: 'text', body: { text } });
  };

  const defaultLocation = locations[0]?.id ?? '';
  const addRow = (row: ReceiptRow) => {
    setRows((now) => [...now, row]);
    return row.key;
  };
  const addEmpty = () => {
    added.current += 1;
    const key = `added-${added.current}`;
    setFresh((now) => new Set(now).add(key));
    return addRow(emptyRow(key, defaultLocation));
  };
  const useSkipped = (line: SkippedReceiptLine) => {
    setUsedSkipped((now) => new Set(now).add(line.line));
    return addRow(rowFromSkipped(line, defaultLocation));
  };
  const change = (key: string, field: RowField, value: string) => {
    setRows((now) => now.map((row) => (row.key === key ? editRow(row, field, value, locations, today) : row)));
    // what the server said about this field no longer holds once it is edited
    setServerErrors((now) => {
      if (!now[key]?.[field]) return now;
      const { [field]: _gone, ...rest } = now[key];
      return { ...now, [key]: rest };
    });
  };
  const touched = (key: string) =>
    setFresh((now) => {
      if (!now.has(key)) return now;
      const next = new Set(now);
      next.delete(key);
      return next;
    });
  const remove = (key: string) => {
    setRows((now) => now.filter((row) => row.key !== key));
    setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const validation = useMemo(() => validateRows(rows, today), [rows, today]);
  const clientErrors = validation.ok ? {} : validation.errors;
  const errors = mergeErrors(clientErrors, serverErrors, (key) => !fresh.has(key));
  const canCommit = rows.length > 0 && validation.ok && !commit.isPending;

  const send = () => {
    if (!validation.ok || rows.length === 0) return;
    setProblem(null);
    commit.mutate(validation.body, {
      onSuccess: ({ items }) => {
        toast({ variant: 'success', ...commitSummary(items) });
        onClose();
      },
      onError: (error) => {
        setProblem(serverMessage(error, receiptsText.commitFailed));
        setServerErrors(serverRowErrors(error, rows));
        // the first field the server named, once it is marked
        requestAnimationFrame(() => reviewRegion.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    });
  };

  const skippedLeft = stage.kind === 'review' ? stage.receipt.skipped.filter((line) => !usedSkipped.has(line.line)) : [];
  const hasInvalidShown = Object.keys(errors).length > 0;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{receiptsText.title}</DialogTitle>
        <DialogDescription className={stage.kind === 'review' ? 'sr-only' : undefined}>{receiptsText.description}</DialogDescription>
      </DialogHeader>
      {problem && (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      )}

      {stage.kind === 'choose' && stage.mode === 'photo' && (
        <div className="flex flex-col gap-3">
          <input ref={cameraInput} type="file" accept="image/*" capture="environment" className="sr-only" tabIndex={-1} aria-hidden onChange={onFile} />
          <input ref={fileInput} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden onChange={onFile} />
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Button ref={chooseButton} type="button" size="lg" onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden />
              {receiptsText.takePhoto}
            </Button>
            <Button type="button" size="lg" variant="outline" onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden />
              {receiptsText.chooseImage}
            </Button>
          </div>
          <Button
            type="button"
            variant="ghost"
            className="self-start"
            onClick={() => {
              setProblem(null);
              setStage({ kind: 'choose', mode: 'text' });
            }}
          >
            <ClipboardPaste aria-hidden />
            {receiptsText.pasteText}
          </Button>
        </div>
      )}

      {stage.kind === 'choose' && stage.mode === 'text' && (
        <form id={`${id}-text`} onSubmit={readText} noValidate className="flex flex-col gap-3">
          <Field label={receiptsText.pasteLabel} hint={receiptsText.pasteHint}>
            {(control) => (
              <Textarea {...control} ref={textBox} rows={10} className="font-mono text-xs" spellCheck={false} maxLength={receiptTextMaxLength} value={text} onChange={(event) => setText(event.target.value)} />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setProblem(null);
                setStage({ kind: 'choose', mode: 'photo' });
              }}
            >
              <Camera aria-hidden />
              {receiptsText.usePhoto}
            </Button>
            <Button type="submit">
              <ScanText aria-hidden />
              {receiptsText.readText}
            </Button>
          </div>
        </form>
      )}

      {stage.kind === 'reading' && (
        <div className="flex flex-col gap-3" aria-live="polite">
          <UploadProgressBar
            // text has nothing to upload: straight to the server's step
            sending={stage.image ? stage.sending : { sent: 1, total: 1 }}
            labels={{ sending: receiptsText.reading.sending, working: receiptsText.reading.working, sent: receiptsText.reading.sent }}
          />
          <p className="text-xs text-muted-foreground">{receiptsText.reading.workingHint}</p>
          <Button ref={cancelButton} type="button" variant="outline" className="self-start" onClick={cancelRead}>
            {receiptsText.cancel}
          </Button>
        </div>
      )}

      {stage.kind === 'review' && (
        <div ref={reviewRegion} className="min-w-0">
          <ReceiptReview
            receipt={stage.receipt}
            rows={rows}
            errors={errors}
            locations={locations}
            today={today}
            disabled={commit.isPending}
            headingRef={reviewHeading}
            skippedLeft={skippedLeft}
            onChange={change}
            onTouched={touched}
            onRemove={remove}
            onAdd={addEmpty}
            onUseSkipped={useSkipped}
            onTryAnother={() => {
              setProblem(null);
              setRows([]);
              setStage({ kind: 'choose', mode: 'photo' });
            }}
          />
        </div>
      )}

      {stage.kind === 'review' && (
        <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-popover px-5 py-3 md:-bottom-6 md:-mx-6 md:-mb-6 md:px-6">
          {hasInvalidShown && !validation.ok && (
            <p id={`${id}-fix`} className="text-sm text-expired sm:mr-auto sm:self-center">
              {receiptsText.fixRows}
            </p>
          )}
          <Button type="button" variant="outline" onClick={onClose} disabled={commit.isPending}>
            {receiptsText.cancel}
          </Button>
          <Button type="button" onClick={send} disabled={!canCommit} aria-describedby={hasInvalidShown && !validation.ok ? `${id}-fix` : undefined}>
            {commit.isPending ? receiptsText.committing : receiptsText.commit(rows.length)}
          </Button>
        </DialogFooter>
      )}
    </>
  );
}

/**
 * Receipt → inventory (issue 21): a photo (camera or file) or the pasted text of a shop receipt is
 * read by the server into proposed items, reviewed and fixed here, then added in one go. Opened
 * from the Add Food dialog and the chat composer through the shell's scan-receipt action.
 */
export function ReceiptDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const [wide, setWide] = useState(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        className={cn(
          'md:max-w-xl',
          // the review is a full-height sheet on phones and a wide dialog from 768 px
          wide && 'h-dvh max-h-dvh w-full max-w-none content-start rounded-none border-0 md:h-auto md:max-h-[calc(100dvh-2rem)] md:max-w-4xl md:rounded-lg md:border',
        )}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <ReceiptFlow onClose={close} onBusyChange={setBusy} onReviewChange={setWide} />
      </DialogContent>
    </Dialog>
  );
}

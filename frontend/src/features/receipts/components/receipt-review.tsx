import type { ScannedReceipt, SkippedReceiptLine, StorageLocation } from '@sous/contracts';
import { ChevronDown, ImageUp, Plus } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { formatMoney, useCurrency } from '@/lib/money';
import type { ReceiptRow, ReviewErrors, RowField } from '../lib/receipt-rows';
import { receiptsText } from '../lib/receipts-text';
import { ReceiptRowEditor } from './receipt-row-editor';

/**
 * The review of a read receipt: shop and date, one editable row per proposed item, a way to add
 * a line by hand or take back a skipped one, and the empty state when nothing looked like food.
 * The rows live in the dialog (it sends them); this renders them and reports edits.
 */
export function ReceiptReview({
  receipt,
  rows,
  errors,
  locations,
  today,
  disabled,
  headingRef,
  skippedLeft,
  onChange,
  onTouched,
  onRemove,
  onAdd,
  onUseSkipped,
  onTryAnother,
}: {
  receipt: ScannedReceipt;
  rows: readonly ReceiptRow[];
  errors: ReviewErrors;
  locations: readonly StorageLocation[];
  today: string;
  disabled: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The skipped lines not yet turned into items. */
  skippedLeft: readonly SkippedReceiptLine[];
  onChange: (key: string, field: RowField, value: string) => void;
  onTouched: (key: string) => void;
  onRemove: (key: string) => void;
  /** Adds an empty row; answers its key. */
  onAdd: () => string;
  /** Turns a skipped line into a row; answers its key. */
  onUseSkipped: (line: SkippedReceiptLine) => string;
  onTryAnother: () => void;
}) {
  const currency = useCurrency();
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // a row added here gets focus in its name field; rows read from the receipt do not
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const remove = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    const next = rows[index + 1] ?? rows[index - 1];
    onRemove(key);
    // focus stays in the list instead of falling to the page: the next row's remove button, or "Add a line"
    const target = next ? removeButtons.current.get(next.key) : undefined;
    (target ?? addButton.current)?.focus();
  };

  const add = (action: () => string) => setFocusKey(action());

  const empty = rows.length === 0;
  return (
    <section aria-labelledby="receipt-review-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id="receipt-review-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold focus-visible:outline-2 focus-visible:outline-ring">
          {receiptsText.reviewHeading}
        </h3>
        <p className="text-sm break-words">{receiptsText.storeAndDate(receipt.store, receipt.purchasedOn)}</p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {[receiptsText.itemCount(rows.length), receipt.total === null ? null : receiptsText.totalPrinted(formatMoney(receipt.total, currency))].filter(Boolean).join(' · ')}
        </p>
      </div>

      {empty && receipt.items.length === 0 ? (
        <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4">
          <p className="font-medium">{receiptsText.emptyTitle}</p>
          <p className="text-sm text-muted-foreground">{receiptsText.emptyText}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => add(onAdd)} disabled={disabled}>
              <Plus aria-hidden />
              {receiptsText.addLine}
            </Button>
            <Button type="button" variant="outline" onClick={onTryAnother} disabled={disabled}>
              <ImageUp aria-hidden />
              {receiptsText.tryAnother}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ul aria-label={receiptsText.reviewLabel} className="flex flex-col gap-2">
            {rows.map((row, index) => (
              <ReceiptRowEditor
                key={row.key}
                row={row}
                position={index + 1}
                errors={errors[row.key] ?? {}}
                locations={locations}
                today={today}
                disabled={disabled}
                autoFocus={row.key === focusKey}
                removeRef={(button) => {
                  if (button) removeButtons.current.set(row.key, button);
                  else removeButtons.current.delete(row.key);
                }}
                onChange={(field, value) => onChange(row.key, field, value)}
                onBlur={() => onTouched(row.key)}
                onRemove={() => remove(row.key)}
              />
            ))}
          </ul>
          <Button ref={addButton} type="button" variant="outline" className="self-start" onClick={() => add(onAdd)} disabled={disabled}>
            <Plus aria-hidden />
            {receiptsText.addLine}
          </Button>
        </>
      )}

      {skippedLeft.length > 0 && (
        <Collapsible className="rounded-lg border">
          <CollapsibleTrigger className="group flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm text-muted-foreground md:min-h-9">
            <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
            <span className="min-w-0 break-words">{receiptsText.skipped(skippedLeft)}</span>
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ul className="flex flex-col divide-y border-t">
              {skippedLeft.map((line) => (
                <li key={line.line} className="flex flex-wrap items-center gap-2 px-3 py-1.5 text-sm">
                  <span className="min-w-0 flex-1 font-mono text-xs break-all">{line.raw}</span>
                  <span className="text-xs text-muted-foreground">{receiptsText.skipReasons[line.reason]}</span>
                  <Button type="button" variant="ghost" size="sm" aria-label={receiptsText.useAsItemLabel(line.raw)} disabled={disabled} onClick={() => add(() => onUseSkipped(line))}>
                    <Plus aria-hidden />
                    {receiptsText.useAsItem}
                  </Button>
                </li>
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      )}
    </section>
  );
}

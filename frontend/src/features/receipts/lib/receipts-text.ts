import type { SkippedReceiptLine } from '@sous/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Strings of the receipt flow (issue 21), written for Sous. */
export const receiptsText = {
  title: 'Scan a receipt',
  description: 'Take a photo of a shop receipt, choose one, or paste its text. You review every line before anything is added.',
  openButton: 'Scan a receipt',
  composerButton: 'Scan a receipt into the inventory',
  takePhoto: 'Take photo',
  chooseImage: 'Choose image',
  pasteText: 'Paste text instead',
  pasteLabel: 'Receipt text',
  pasteHint: 'One line of the receipt per line, as printed.',
  readText: 'Read text',
  usePhoto: 'Use a photo instead',
  pasteMissing: 'Paste the receipt’s text first.',
  reading: {
    sending: 'Sending the photo…',
    working: 'Reading the receipt…',
    workingHint: 'This can take a few seconds.',
    sent: (sent: string, total: string) => `${sent} of ${total} sent`,
  },
  tooLarge: (megabytes: number) => `That photo is larger than ${megabytes} MB. Take it again at a lower resolution, or crop it to the receipt.`,
  cancel: 'Cancel',
  readFailed: 'Could not read the receipt',
  reviewHeading: 'Check the items',
  reviewLabel: 'Items read from the receipt',
  storeAndDate: (store: string | null, date: string | null) => [store ?? 'Unknown shop', date].filter(Boolean).join(' · '),
  totalPrinted: (total: string) => `Printed total ${total}`,
  itemCount: (count: number) => plural(count, 'item', 'items'),
  checkThis: 'Check this',
  sure: (confidence: number) => `${Math.round(confidence * 100)}% sure`,
  chooseLocation: 'Choose a place',
  readAs: (raw: string) => `Read as “${raw}”`,
  addedByHand: 'Added by hand',
  fields: {
    name: 'Name',
    quantity: 'Quantity',
    unit: 'Unit',
    price: 'Price',
    storageLocationId: 'Storage location',
    expirationDate: 'Expires',
  },
  /** Accessible name of a row's input: "Name, line 3". */
  fieldLabel: (field: string, position: number) => `${field}, line ${position}`,
  rowLabel: (position: number, name: string) => `Line ${position}${name.trim() ? `: ${name.trim()}` : ''}`,
  remove: (position: number) => `Remove line ${position}`,
  addLine: 'Add a line',
  skipped: (lines: readonly SkippedReceiptLine[]) => {
    const shown = lines.slice(0, 3).map((line) => line.raw.trim().toLowerCase());
    return `${plural(lines.length, 'line', 'lines')} skipped: ${shown.join(', ')}${lines.length > 3 ? '…' : ''}`;
  },
  skipReasons: {
    'not-food': 'not food',
    total: 'a total',
    tax: 'tax',
    payment: 'payment',
    header: 'shop details',
    unreadable: 'could not be read',
  } satisfies Record<SkippedReceiptLine['reason'], string>,
  useAsItem: 'Add as an item',
  useAsItemLabel: (raw: string) => `Add “${raw.trim()}” as an item`,
  emptyTitle: 'No food found on this receipt',
  emptyText: 'Nothing on it looked like food. Add the items by hand, or try another photo: flat, well lit and the whole receipt in the frame.',
  tryAnother: 'Try another photo',
  commit: (count: number) => `Add ${plural(count, 'item', 'items')} to inventory`,
  committing: 'Adding…',
  fixRows: 'Some lines need a fix before they can be added.',
  noLocations: 'Add a storage location on the Inventory page first.',
  expiryHint: 'Empty: the usual shelf life',
  commitFailed: 'Could not add the items',
  added: (count: number) => `Added ${plural(count, 'item', 'items')}`,
  mergedNote: (merged: number, newLots: number) =>
    [merged > 0 ? `${merged} merged into existing cards` : null, newLots > 0 ? `${newLots} added as new lots beside existing ones` : null].filter(Boolean).join(', '),
  expiryInPast: 'Choose today or a later date.',
  priceInvalid: 'Enter an amount such as 3.99',
} as const;

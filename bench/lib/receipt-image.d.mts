/** Types of receipt-image.mjs for the TypeScript tests. */
export declare const RECEIPT_LAYOUTS: Record<'mono' | 'sans' | 'condensed', { font: string; family: string; size: number; width: number; align: boolean }>;
export interface RenderReceiptOptions {
  layout?: 'mono' | 'sans' | 'condensed';
  angle?: number;
  noise?: number;
  seed?: number;
}
export declare function renderReceipt(text: string, options?: RenderReceiptOptions): Buffer;

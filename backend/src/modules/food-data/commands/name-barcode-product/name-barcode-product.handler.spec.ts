import type { EventBus } from '@nestjs/cqrs';
import type { BarcodeProducts } from '../../database/barcode-products.js';
import { BarcodeProductNamed } from '../../events/barcode-product-named.event.js';
import { NameBarcodeProductCommand } from './name-barcode-product.command.js';
import { NameBarcodeProductHandler } from './name-barcode-product.handler.js';

describe('NameBarcodeProductHandler', () => {
  const actor = { userId: 'u1', householdId: 'h1', role: 'member' as const };
  const body = { barcode: '4006381333931', title: 'Highlighter', brand: 'Stabilo', category: null };

  function setup(created: boolean, fail = false) {
    const steps: string[] = [];
    const written: unknown[] = [];
    const barcodes = {
      name: (householdId: string, product: unknown) => {
        steps.push('write');
        written.push({ householdId, product });
        if (fail) return Promise.reject(new Error('disk full'));
        return Promise.resolve({
          created,
          row: { id: 'p1', barcode_number: '4006381333931', title: 'Highlighter', brand: 'Stabilo', category: null, created_at: '2026-11-23T10:00:00.000Z' },
        });
      },
    } as unknown as BarcodeProducts;
    const published: unknown[] = [];
    const events = { publish: (event: unknown) => (steps.push('publish'), published.push(event)) } as unknown as EventBus;
    return { handler: new NameBarcodeProductHandler(barcodes, events), steps, written, published };
  }

  it('names the code for the actor\'s household, then publishes BarcodeProductNamed', async () => {
    const { handler, steps, written, published } = setup(true);
    const result = await handler.execute(new NameBarcodeProductCommand(actor, body));
    expect(steps).toEqual(['write', 'publish']);
    expect(written).toEqual([{ householdId: 'h1', product: { barcode: '4006381333931', title: 'Highlighter', brand: 'Stabilo', category: null } }]);
    expect(published[0]).toBeInstanceOf(BarcodeProductNamed);
    expect(published[0]).toMatchObject({ householdId: 'h1', productId: 'p1', created: true });
    expect(result).toEqual({
      created: true,
      product: {
        id: 'p1',
        barcode: '4006381333931',
        title: 'Highlighter',
        brand: 'Stabilo',
        category: null,
        createdAt: '2026-11-23T10:00:00.000Z',
        usda: expect.objectContaining({ fdcId: 'upc:4006381333931', source: 'household', dataType: 'Household' }) as unknown,
      },
    });
  });

  it('says when it renamed the household\'s earlier name', async () => {
    expect((await setup(false).handler.execute(new NameBarcodeProductCommand(actor, body))).created).toBe(false);
  });

  it('publishes nothing when the write fails', async () => {
    const { handler, published } = setup(true, true);
    await expect(handler.execute(new NameBarcodeProductCommand(actor, body))).rejects.toThrow('disk full');
    expect(published).toEqual([]);
  });
});

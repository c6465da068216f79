import { chainFromBrands, chainIn, detectStore, storeName } from './receipt-store.js';

describe('chainIn', () => {
  it.each([
    ['WALMART SUPERCENTER', 'Walmart'],
    ['Wal-Mart', 'Walmart'],
    ['MEIJER #142', 'Meijer'],
    ['www.target.com/returns', 'Target'],
    ['ALDI SUD', 'Aldi'],
    ['SAINSBURYS SUPERMARKETS LTD', "Sainsbury's"],
    ['KR0GER', 'Kroger'],
  ])('finds %j', (line, chain) => {
    expect(chainIn(line)).toBe(chain);
  });

  it.each(['SPARKLING WATER', 'COLESLAW MIX', 'Your cashier was RALPH', 'TARGETED OFFERS FOR YOU 2 DAYS'])('finds no chain in %j', (line) => {
    expect(chainIn(line)).toBeNull();
  });
});

describe('detectStore', () => {
  const lines = (...raw: string[]) => raw.map((text, line) => ({ line, raw: text, header: true }));

  it('takes a chain of the header before a name-like line above it', () => {
    expect(detectStore(lines('Grand Opening Deals', 'SAFEWAY'), 5)).toBe('Safeway');
  });

  it('falls back on the first header line that reads as a name', () => {
    expect(detectStore(lines('(555) 010-2211', 'Corner Grocer'), 5)).toBe('Corner Grocer');
    expect(storeName('WELCOME TO HILLTOP FOODS #12')).toBe('Hilltop Foods');
  });
});

describe('chainFromBrands', () => {
  it('takes the chain whose own brands two item lines carry', () => {
    expect(chainFromBrands(['GV 2% MILK 1GAL 007874235186 F 2.78 N', 'BANANAS 1.24', 'GV WHT BREAD 1.38'])).toBe('Walmart');
    expect(chainFromBrands(['E 1136340 KS ORG EGGS 24CT 8.49 N', '  1130 KIRKLAND OLIVE OIL 2L 17.99'])).toBe('Costco Wholesale');
    expect(chainFromBrands(['261030045 MP SALSA MILD NF $3.62', '071040095 GG SHRED CHEDDAR NF $6.21'])).toBe('Target');
  });

  it('takes no chain from one line, or from two chains’ brands', () => {
    expect(chainFromBrands(['GV 2% MILK 2.78', 'BANANAS 1.24'])).toBeNull();
    expect(chainFromBrands(['GV MILK 2.78', 'GV BREAD 1.38', 'KS EGGS 6.99', 'KS BUTTER 9.99'])).toBeNull();
  });
});

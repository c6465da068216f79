import { codeVariants } from './look-up-appliance-barcode.handler.js';

describe('codeVariants', () => {
  it('spells one product code as EAN-13, UPC-A, EAN-8 and GTIN-14', () => {
    expect(codeVariants('0012345678905')).toEqual(expect.arrayContaining(['0012345678905', '12345678905', '012345678905', '00012345678905']));
    expect(codeVariants('12345670')).toEqual(expect.arrayContaining(['12345670', '000012345670', '0000012345670']));
  });
});

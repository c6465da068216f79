// The query class lives in platform/integration so the appliances module can execute it on the bus.
export { LookUpBarcodeQuery } from '../../../../platform/integration/food-data/look-up-barcode.query.js';

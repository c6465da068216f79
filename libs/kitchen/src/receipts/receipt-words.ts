/**
 * The words that say what a receipt line is when it is not a food: totals, tax, payment, loyalty,
 * savings, deposits, bags and the merchandise a supermarket sells besides food. Authored for Sous
 * from what US, UK and EU supermarket receipts print.
 */

// Sainsbury's prints the item count in front: '4 BALANCE DUE £4.75'
export const TOTAL = /^[*\s]*(?:\d{1,3}\s+)?(?:SUB[\s-]?TOTAL|(?:ORDER|SALE|SALES|TRANSACTION|PURCHASE|INVOICE)\s+TOTAL|TOTAL|BAL(?:ANCE)?(?:\s+DUE)?|AMOUNT\s+DUE|AMT\s+DUE|GRAND\s+TOTAL|TO\s+PAY|NETT?\s+TOTAL|ROUNDED\s+TOTAL|FINAL\s+TOTAL|TOTAL\s+DUE)\b/i;
/**
 * The words a line naming the amount paid may have besides its number: 'TOTAL', 'BALANCE DUE',
 * 'Balance to pay', 'TOTAL SALE'. Any other word ('TOTAL MEIJER PROMOTIONS', 'TOTAL SAVINGS',
 * 'SUBTOTAL', 'TOTAL TAX') makes it some other total.
 */
export const GRAND_TOTAL_WORDS: ReadonlySet<string> = new Set([
  'total', 'grand', 'net', 'nett', 'balance', 'bal', 'due', 'amount', 'amt', 'to', 'pay', 'payable', 'sale', 'sales', 'transaction',
  'invoice', 'purchase', 'order', 'now', 'final',
  // a total rounded to the coin ('TOTAL ROUNDED', 'ROUNDED TOTAL (RM)', 'TOTAL AFTER ADJ') is what was paid
  'rounded', 'after', 'rounding', 'adj', 'adjusted', 'adjustment',
  // currencies printed beside it
  'usd', 'eur', 'gbp', 'rm', 'myr', 'sgd', 'aud', 'nzd', 'cad', 'chf', 'inr',
]);

/** Words that make a total line with a tax word the amount due, not the tax ('TOTAL INCL. GST', 'TOTAL SALES (INCLUSIVE GST)'). */
export const INCLUSIVE_WORDS: ReadonlySet<string> = new Set(['incl', 'inclusive', 'including', 'includes', 'inc', 'with']);
export const TAX_WORDS: ReadonlySet<string> = new Set(['gst', 'vat', 'tax', 'taxes', 'sst', 'hst']);
export const ITEM_COUNT = /\b(?:ITEMS?\s+(?:SOLD|PURCHASED|COUNT|IN\s+TRANSACTION)|(?:NUMBER|NO\.?|#)\s+OF\s+ITEMS|TOTAL\s+(?:NUMBER\s+OF\s+)?ITEMS(?:\s+SOLD)?|ITEM\s+COUNT|TOTAL\s+QTY)\b/i;
/** What the shopper saved in all, printed near the total: never a discount of the line above. */
export const SAVINGS_SUMMARY =
  /\b(?:YOU(?:R)?\s+(?:SAVED|SAVINGS)|TOTAL\s+(?:\w+\s+)?(?:SAV(?:ED|INGS?)|PROMOTIONS?|DISCOUNTS?|COUPONS?|REWARDS?)|TODAY'?S\s+SAVINGS|SAVINGS\s+(?:TOTAL|THIS\s+TRIP|SUMMARY)|TOTAL\s+SAVED|ANNUAL\s+SAVINGS|YEAR\s+TO\s+DATE)\b/i;
export const TAX = /\b(?:SALES\s+)?TAX(?:ABLE)?\b|\b(?:HST|GST|PST|QST|VAT|MWST|BTW|IVA)\b|^T\d\b/i;
export const PAYMENT =
  /\b(?:VISA|MASTER\s?CARD|AMEX|AMERICAN\s+EXPRESS|DISCOVER|DEBIT|CREDIT|CASH(?:\s+BACK)?|CHANGE(?:\s+DUE)?|TEND(?:ER(?:ED)?)?|EBT|WIC|CONTACTLESS|APPROVED|APPROVAL|AUTH(?:ORI[SZ]ATION)?|CHIP\s+READ|PIN\s+VERIFIED|CARD\s*(?:#|NO|NUMBER|PAYMENT|TYPE)|ACCOUNT|ACCT|MERCHANT|TERMINAL|APPLE\s+PAY|GOOGLE\s+PAY|SAMSUNG\s+PAY|PAYPAL|PAYMENT|PAID|EFTPOS|MAESTRO|INTERAC|GIROCARD|EC[\s-]KARTE|BANKKARTE|VOUCHER|CHEQUE|REDCARD|GIFT\s+CARD\s+BAL\w*|REF(?:ERENCE)?\s*#|AID|TVR|TSI|ARQC|INVOICE\s*#|SEQ(?:UENCE)?\s*#?|BATCH)\b|^CARD\b/i;
/**
 * Loyalty and rewards blocks: points, fuel points, perks, earnings, member numbers. Their numbers
 * are never a purchase.
 */
export const LOYALTY =
  /\b(?:POINTS|PTS|FUEL\s+(?:POINTS|REWARDS|SAVINGS)|REWARDS?|PERKS|MPERKS|CIRCLE\s+(?:EARNINGS|REWARDS|CARD)|EARNINGS|CLUBCARD\s+(?:POINTS|BALANCE|STATEMENT)|NECTAR\s+(?:POINTS|CARD)|BONUS\s+POINTS|LOYALTY|MEMBER\s*(?:#|ID|NO|NUMBER)|PLUS\s+CARD|ADVANTAGE\s+CARD|BALANCE\s+(?:FORWARD|AVAILABLE)|YTD)\b/i;
export const DISCOUNT =
  /\b(?:SAV(?:E|ED|INGS?)|COUPON|CPN|DISC(?:OUNT)?|PROMO(?:TION)?|MARKDOWN|REDUCED\s+TO\s+CLEAR|REDUCTION|INSTANT\s+SAVINGS|PRICE\s+(?:CUT|MATCH)|MULTI\s?BUY|CLUBCARD\s+PRICE|BONUS\s+BUY|MFR|MEMBER\s+PRICE|CARTWHEEL|CIRCLE\s+OFFER|DIGITAL\s+(?:COUPON|DEAL)|MPERKS)\b|\d\s?%\s*OFF\b|^\/\s?\d+/i;
/** A line telling the regular or unit price of the item above: information, not a purchase. */
export const PRICE_INFO = /^\W*(?:REG(?:ULAR)?\.?\s+PRICE|ORIG(?:INAL)?\.?\s+PRICE|LIST\s+PRICE|UNIT\s+PRICE|PRICE\s+PER)\b/i;
export const DEPOSIT = /\b(?:CRV|BTL\s*DEP|BOTTLE\s+DEP(?:OSIT)?|CAN\s+DEP(?:OSIT)?|DEPOSIT|PFAND|RECYCL\w*\s+FEE|ENVIRO\w*\s+FEE|CONTAINER\s+FEE)\b/i;
export const BAG =
  /^(?:(?:PAPER|PLASTIC|CARRIER|REUSABLE|SHOPPING|GROCERY|CHECKOUT|CLOTH|LARGE|SMALL|\d+)\s+)*BAGS?(?:\s+(?:FEE|CHARGE|FOR\s+LIFE|TAX|REFUND|CREDIT|\d+))*$|\bBAG\s+(?:FEE|CHARGE)\b/i;

/**
 * Things a supermarket sells that are not food for the kitchen inventory: an authored, short
 * list of the common ones, with the brands that print alone on a receipt line.
 */
export const MERCHANDISE = new RegExp(
  String.raw`\b(?:` +
    [
      'paper\\s+towels?', 'paper\\s+twl', 'bath\\s+tissue', 'toilet\\s+(?:paper|tissue|roll)s?', 'facial\\s+tissues?', 'tissues',
      'napkins?', 'serviettes?', 'dish\\s+(?:soap|liquid|detergent)', 'dishwasher', 'detergent', 'laundry', 'fabric\\s+softener',
      'dryer\\s+sheets?', 'bleach', 'cleaner', 'disinfect\\w*', 'wipes', 'sponges', 'scrub\\s+sponge', '(?:trash|garbage|bin|kitchen|freezer|storage|sandwich)\\s+bags?',
      '(?:aluminum|aluminium|tin)\\s+foil', 'foil', 'plastic\\s+wrap', 'cling\\s+film', 'ziploc', 'parchment', 'batter(?:y|ies)',
      'light\\s+bulbs?', 'toothpaste', 'tooth\\s*brush(?:es)?', 'floss', 'mouthwash', 'shampoo', 'conditioner', 'body\\s+wash',
      'hand\\s+soap', 'bar\\s+soap', 'soap', 'deodorant', 'lotion', 'sunscreen', 'razors?', 'diapers?', 'nappies', 'cat\\s+litter',
      'litter', '(?:dog|cat|pet)\\s+(?:food|treats?|chow)', 'greeting\\s+card', 'gift\\s+card', 'birthday\\s+card', 'magazine',
      'newspaper', 'candles?', 'charcoal', 'lighter', 'matches', 'flowers', 'bouquet', 'ibuprofen', 'acetaminophen', 'tylenol',
      'advil', 'bandages?', 'plasters', 'kleenex', 'bounty', 'charmin', 'cottonelle', 'dawn', 'tide', 'colgate', 'crest',
      'duracell', 'energizer', 'cascade', 'clorox', 'lysol', 'glad', 'hefty', 'scott', 'purina', 'pampers', 'huggies',
      'lottery', 'lotto', 'stamps?', 'propane', 'motor\\s+oil', 'paper\\s+(?:plates|cups|bowls)', 'plastic\\s+(?:cups|cutlery|forks|spoons)',
      // pharmacy and personal care
      'pharmacy', 'rx', 'prescription', 'multivitamins?', 'vitamins', 'supplements?', 'aspirin', 'allergy', 'antacid', 'cough',
      'cold\\s+(?:and|&)\\s+flu', 'nyquil', 'dayquil', 'zyrtec', 'claritin', 'tums', 'band-?aids?', 'cotton\\s+(?:balls|swabs|pads)',
      'q-?tips', 'tampons?', 'pads', 'makeup', 'mascara', 'lipstick', 'nail\\s+polish', 'shaving', 'shave\\s+gel', 'hair\\s+(?:spray|gel|dye|color)',
      // household and general merchandise
      'air\\s+freshener', 'febreze', 'swiffer', 'windex', 'oxiclean', 'mop', 'broom', 'gloves', 'mouse\\s+trap', 'trash\\s+can',
      'light\\s+bulb', 'extension\\s+cord', 'charger', 'usb', 'headphones', 'printer\\s+ink', 'notebook', 'pens?', 'pencils?',
      'tape', 'glue', 'envelopes?', 'potting\\s+soil', 'fertili[sz]er', 'bird\\s+seed', 'toys?', 'socks', 't-?shirt', 'apparel',
      'light\\s?bulbs?', '(?:hand\\s+)?sanitizer', 'coffee\\s+filters?', 'water\\s+filters?', 'brita', 'straws', 'toothpicks',
      'skewers', 'balloons', 'cigarettes?', 'tobacco', 'vape', 'firewood', 'phone\\s+card',
    ].join('|') +
    String.raw`)\b`,
  'i',
);

/**
 * Department headings some stores print between the items: 'PRODUCE', 'REFRIG/FROZEN', Target's
 * 'HEALTH AND BEAUTY'. The non-food ones say the lines under them are not food.
 */
const FOOD_DEPARTMENT_WORDS = 'PRODUCE|GROCERY|GROCERIES|DAIRY|MEATS?|SEAFOOD|DELI|BAKERY|FROZEN|REFRIG(?:ERATED)?|BEVERAGES?|SNACKS|NATURAL|FOODS?|PACKAGED|BULK|FRESH|PANTRY|DRINKS|LIQUOR|WINE|BEER';
const NON_FOOD_DEPARTMENT_WORDS =
  'GENERAL|MERCHANDISE|HEALTH|BEAUTY|HOUSEHOLD|PHARMACY|PERSONAL|CARE|HOME|ESSENTIALS|ELECTRONICS|APPAREL|CLOTHING|TOYS|PETS?|SUPPLIES|BABY|HBC|GM|CLEANING|PAPER|SEASONAL|OFFICE|SCHOOL|AUTOMOTIVE|GARDEN';
export const DEPARTMENT = new RegExp(String.raw`^(?:(?:${FOOD_DEPARTMENT_WORDS}|${NON_FOOD_DEPARTMENT_WORDS}|&|AND)[\s/&-]*)+$`, 'i');
const FOOD_DEPARTMENT = new RegExp(String.raw`\b(?:${FOOD_DEPARTMENT_WORDS})\b`, 'i');

/** Whether a department heading names a non-food department (and no food one). */
export function isNonFoodDepartment(line: string): boolean {
  return DEPARTMENT.test(line) && !FOOD_DEPARTMENT.test(line);
}

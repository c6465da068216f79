/**
 * Receipt text as OCR gives it, made readable line by line: the characters OCR confuses inside
 * numbers put back ('1.2O' → '1.20', 'l.29' → '1.29'), the '@' of a unit price recovered from
 * what OCR reads it as ('e', '©'), spaces collapsed. Words are left alone here: which letters
 * are noise in a food name is the food matcher's business.
 */

/** Letters OCR reads in place of digits, by the letter. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', S: '5', s: '5', B: '8', Z: '2' };

const LOOKALIKE = '[OoDQlIi|SsBZ]';
// a price-shaped token: up to five places, a separator and exactly two decimals
const MISREAD_NUMBER = /^[\dOoDQlIi|SsBZ]{1,5}[.,][\dOoDQlIi|SsBZ]{2}$/;

/** The text's lines, untrimmed, so a line's index is its position on the receipt. */
export function receiptLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * A token that is a number OCR misread ('1O.49', 'l.29', '$3.4S') read back as digits. A token
 * counts as a misread number only when it has a decimal separator and most of it is digits, so
 * words such as 'OIL' or 'SOS' stay words.
 */
export function fixNumberToken(token: string): string {
  // dates, zip codes and house numbers: '11/2O/2O26', '6O614', '2O45'
  if (/^[\dOolI|]+(?:[/.-][\dOolI|]+)*$/.test(token) && token.replace(/\D/g, '').length >= 2 && !/^[\dOolI|]{1,5}[.,][\dOolI|]{2}$/.test(token)) {
    return token.replace(/[OolI|]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
  }
  // '4/l.OO' and '0.59/lb': each part of a deal or unit price on its own
  if (token.includes('/')) return token.split('/').map(fixNumberToken).join('/');
  const core = token.replace(/^[$£€-]+|[-]+$/g, '');
  if (!MISREAD_NUMBER.test(core)) return token;
  const digits = core.replace(/[^\d]/g, '').length;
  const letters = core.replace(/[\d.,]/g, '').length;
  // 'l.OO', '1.OO': nothing but numbers is written with these letters around a point
  const onlyRoundLookalikes = /^[\dOolI|]+[.,][\dOolI|]+$/.test(core);
  if (!onlyRoundLookalikes && (digits === 0 || letters > digits)) return token;
  return token.replace(new RegExp(LOOKALIKE, 'g'), (c) => DIGIT_LOOKALIKES[c] ?? c);
}

/**
 * One line cleaned for reading: trimmed, spaces collapsed, unicode folded, numbers fixed, the
 * split decimals of a loose print joined ('1 .29' → '1.29'), and the '@' of '1.32 lb e 4.99/lb'.
 */
export function normalizeLine(raw: string): string {
  let line = raw.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+/g, ' ').trim();
  line = line.split(' ').map(fixNumberToken).join(' ');
  // OCR adds a space on either side of the decimal point: '3 .49', '3. 49', '3 , 49'
  line = line.replace(/(\d)\s?([.,])\s?(\d\d)(?=\b|[A-Za-z-]|$)/g, (match: string, a: string, sep: string, b: string) => (match.includes(' ') ? `${a}${sep}${b}` : match));
  // a doubled or spaced currency sign: '$$3.49', '$ 3.49'
  line = line.replace(/([$£€])\s*[$£€]+/g, '$1').replace(/([$£€])\s+(?=\d)/g, '$1');
  // '@' read as '©', '®', 'e' or 'a' between an amount (or its unit) and a price
  line = line.replace(/(\d|\b(?:lb|lbs|kg|g|oz|ea))\s*[©®]\s*/gi, '$1 @ ');
  line = line.replace(/(\d|\b(?:lb|lbs|kg|g|oz))\s+[ea]\s+(?=[$£€]?\d)/gi, '$1 @ ');
  line = line.replace(/(\d)\s*@\s*/g, '$1 @ ').replace(/\s*@\s*(?=[$£€]?\d)/g, ' @ ');
  return line.replace(/\s+/g, ' ').trim();
}

/** Share of a text's visible characters that are letters: low for lines OCR garbled. */
export function letterShare(text: string): number {
  const visible = text.replace(/\s+/g, '');
  if (visible === '') return 0;
  return visible.replace(/[^A-Za-z]/g, '').length / visible.length;
}

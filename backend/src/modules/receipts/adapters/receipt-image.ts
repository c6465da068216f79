import { Injectable } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { ReceiptPhotoPreparer } from '../domain/ports/receipt-photo-preparer.port.js';
import { ReceiptPhotoTooPoorError } from '../domain/receipts.errors.js';
import { adaptiveThreshold, type Box, type Grey, inkBox, invertBoxes, invertedBands, lineHeight, paperBox, sharpness, skewAngle, unevenLight } from '../domain/receipt-pixels.js';

/** The image types a receipt photo may be, told by their first bytes, not by what the client declared. */
export type ReceiptImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const at = (bytes: Buffer, offset: number, text: string) => bytes.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniffReceiptImage(bytes: Buffer): ReceiptImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (at(bytes, 0, 'RIFF') && at(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

/** Decoded photos are scaled to fit this box first: bigger adds time, not letters. */
const workWidth = 2400;
const workHeight = 4800;
/** The receipt is read at this width at least (small print upscaled, letters ~30 px tall)… */
const minWidth = 1000;
/** …and at most (OCR time grows with pixels, accuracy does not). */
const maxWidth = 1800;
/**
 * Lines of print shorter than this (pixels from the top of the tallest letter to the foot of the
 * lowest, in the photo as sent) are too small to read: at 6 px a capital is ~4 px tall. The
 * 40 receipts of the bench corpus measure ~8 (a faint, narrow one: refused at 8) to 90 px.
 */
export const minLineHeight = 6;
/**
 * Below this sharpness (`sharpness` of receipt-pixels: the strongest edges' Laplacian over the ink's
 * contrast, on the receipt at ≤ 800 px wide) the print is a blur. Measured on the 40 real receipts of
 * the bench corpus: 0.21–2.1; the ~900 px-wide ones of them under a 2.5 px Gaussian blur (letters run
 * together) 0.06–0.23. The limit sits under every real receipt: a legible photo refused costs more
 * than a blurred one read badly, so only clearly blurred photos are refused.
 */
export const minSharpness = 0.12;
/**
 * Paper lit this unevenly (`unevenLight`: brightest tiles over darkest) gets the local threshold.
 * On evenly lit paper the OCR's own global threshold reads better than our black and white: on the
 * 10 smallest scans of the corpus, purchase lines read 41/48 grey against 33–41/48 thresholded
 * (window width/25 ratio 0.15: 33; width/8 ratio 0.1: 41 but prices 30/48 against 34/48).
 */
const maxUnevenLight = 1.3;
/** Turns smaller than this are left alone: resampling costs more than the tilt. */
const minSkew = 0.3;

/** What the preparation found, for tests and the bench. */
export interface PreparedReceipt {
  png: Buffer;
  /** The crop taken, in the upright photo's pixels. */
  crop: Box;
  /** Degrees the text was turned (clockwise positive) and turned back. */
  skew: number;
  sharpness: number;
  /** How unevenly the paper is lit (`unevenLight`). */
  unevenLight: number;
  invertedBands: number;
  /** Whether the local threshold was applied (unevenly lit paper) or the page left grey. */
  thresholded: boolean;
}

const limitInputPixels = 40_000_000;

/** The pixels, one grey byte each (sharp writes a one-channel input back as three unless told). */
async function greyOf(input: Sharp): Promise<Grey> {
  const { data, info } = await input.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const fromGrey = (image: Grey) => sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), { raw: { width: image.width, height: image.height, channels: 1 } });

/** A box scaled from a small copy's pixels to the image's, grown by `margin` of its size, kept inside. */
function scaleBox(box: Box, scale: number, margin: number, width: number, height: number): Box {
  const grow = Math.round(Math.max(box.width, box.height) * scale * margin);
  const left = Math.max(0, Math.floor(box.left * scale) - grow);
  const top = Math.max(0, Math.floor(box.top * scale) - grow);
  const right = Math.min(width, Math.ceil((box.left + box.width) * scale) + grow);
  const bottom = Math.min(height, Math.ceil((box.top + box.height) * scale) + grow);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The local threshold's window: about two lines of print on a receipt that fills the width. */
const localWindow = (image: Grey) => Math.max(15, Math.round(image.width / 25) | 1);

const tooPoor = (reason: 'small' | 'blurred') => new ReceiptPhotoTooPoorError(reason);

/**
 * Prepares a phone photo for OCR and says what it did. Turned upright by its EXIF orientation, grey,
 * a 3 px median against specks (dust, thermal-paper grain) at the photo's own size; then:
 * - the receipt is found: the largest light region against a darker background (a table, a hand),
 *   and inside it the printed text's box, so a small receipt on a big scan page fills the OCR's page;
 * - a receipt whose lines of print are under `minLineHeight` pixels tall, or less sharp than `minSharpness`, is
 *   refused (`ReceiptPhotoTooPoorError`): OCR would read noise, and a retake is what helps;
 * - small turns (±10°) are measured on the text lines and turned back;
 * - the crop is scaled as the whole photo would be to 1000–1800 px wide, its contrast stretched;
 * - bands printed white on black (a total bar) are turned to black on white;
 * - on unevenly lit paper (a shadow across part of the receipt, a flash's hot spot) a local
 *   (adaptive) threshold makes the page black and white, so the print in the shadow is not lost to
 *   one threshold for the whole photo; evenly lit paper is handed over grey (see `maxUnevenLight`).
 */
export async function prepareReceipt(bytes: Buffer): Promise<PreparedReceipt> {
  const source = sharp(bytes, { limitInputPixels }).rotate().grayscale();
  const upright = await source.clone().metadata();
  const work = await greyOf(source.resize({ width: workWidth, height: workHeight, fit: 'inside', withoutEnlargement: true }).median(3));
  // the photo as sent may be bigger than the working copy: sizes are judged in its pixels
  const uprightWidth = (upright.orientation ?? 1) >= 5 ? (upright.height ?? work.height) : (upright.width ?? work.width);
  const photoScale = uprightWidth / work.width;

  // where the paper is, on a small copy
  const thumbWidth = Math.min(400, work.width);
  const thumb = await greyOf(fromGrey(work).resize({ width: thumbWidth }));
  const thumbScale = work.width / thumb.width;
  const paper = paperBox(thumb);
  let crop: Box = paper ? scaleBox(paper, thumbScale, 0.01, work.width, work.height) : { left: 0, top: 0, width: work.width, height: work.height };
  let region = await greyOf(fromGrey(work).extract(crop));

  // the print inside it: a receipt on a big white page, or the margins of the paper, are cut away
  const regionThumb = await greyOf(fromGrey(region).resize({ width: Math.min(600, region.width) }));
  const regionScale = region.width / regionThumb.width;
  // ink by a local threshold: a strip of table or a shadow in the crop is one flat tone, not ink
  const inkMap = adaptiveThreshold(regionThumb, localWindow(regionThumb));
  const ink = inkBox(inkMap, 128);
  if (!ink || lineHeight(inkMap, 128, ink) * regionScale * photoScale < minLineHeight) throw tooPoor('small');
  const inner = scaleBox(ink, regionScale, 0.06, region.width, region.height);
  crop = { left: crop.left + inner.left, top: crop.top + inner.top, width: inner.width, height: inner.height };
  region = await greyOf(fromGrey(work).extract(crop));

  const measured = region.width > 800 ? await greyOf(fromGrey(region).resize({ width: 800 })) : region;
  const sharp_ = sharpness(measured);
  if (sharp_ < minSharpness) throw tooPoor('blurred');

  // small turns, measured on the text lines of a copy ≤ 800 px wide
  const skew = skewAngle(adaptiveThreshold(measured, localWindow(measured)), 128);
  let turned = fromGrey(region);
  if (Math.abs(skew) >= minSkew) turned = sharp(await turned.rotate(-skew, { background: '#ffffff' }).png().toBuffer());
  // scaled as the whole photo would be to ≥ minWidth, not the print inside it: blowing small
  // condensed print up to the full width read worse (rendered condensed print: 8 of 9 lines, not 9)
  const targetWidth = Math.min(maxWidth, Math.max(region.width, Math.round((region.width * minWidth) / work.width)));
  const scaled = await greyOf(turned.resize({ width: targetWidth }).normalize());

  const bands = invertedBands(scaled);
  invertBoxes(scaled, bands);
  // unevenly lit paper gets a local threshold; evenly lit paper is left grey for the OCR's own one
  const uneven = unevenLight(scaled);
  const page = uneven >= maxUnevenLight ? adaptiveThreshold(scaled, Math.max(31, Math.round(scaled.width / 8) | 1), 0.1) : scaled;
  const png = await fromGrey(page).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' }).png().toBuffer();
  const toPhoto = (value: number) => Math.round(value * photoScale);
  return {
    png,
    crop: { left: toPhoto(crop.left), top: toPhoto(crop.top), width: toPhoto(crop.width), height: toPhoto(crop.height) },
    skew,
    sharpness: Math.round(sharp_ * 100) / 100,
    unevenLight: Math.round(uneven * 100) / 100,
    invertedBands: bands.length,
    thresholded: page !== scaled,
  };
}

/** The photo prepared for OCR (see `prepareReceipt`); throws `ReceiptPhotoTooPoorError` for a photo too small or blurred to read. */
export async function prepareForOcr(bytes: Buffer): Promise<Buffer> {
  return (await prepareReceipt(bytes)).png;
}

/** A data URL of the photo for a vision model, scaled down so the request stays small. */
export async function imageForModel(bytes: Buffer): Promise<string> {
  const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1600, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The ReceiptPhotoPreparer port on sharp: the two preparations above. */
@Injectable()
export class SharpReceiptPhotoPreparer extends ReceiptPhotoPreparer {
  forModel(photo: Buffer): Promise<string> {
    return imageForModel(photo);
  }

  forOcr(photo: Buffer): Promise<Buffer> {
    return prepareForOcr(photo);
  }
}

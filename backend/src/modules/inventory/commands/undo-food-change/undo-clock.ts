import { Injectable } from '@nestjs/common';

/**
 * The time undo records are stamped and judged by (issue 29). A provider of its own so a test can
 * move it past the undo window instead of sleeping through it.
 */
@Injectable()
export class UndoClock {
  now(): Date {
    return new Date();
  }
}

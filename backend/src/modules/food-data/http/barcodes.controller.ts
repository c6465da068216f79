import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type BarcodeLookupResponse, type BarcodeProduct, barcodeParams, nameBarcodeProductBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { NameBarcodeProductCommand } from '../commands/name-barcode-product/name-barcode-product.command.js';
import { LookUpBarcodeQuery } from '../queries/look-up-barcode/look-up-barcode.query.js';

/** Barcodes (spec 000 §7, DESIGN §6): look a code up; name an unknown one for the household. */
@Controller('api')
export class BarcodesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('food/barcode/:barcode')
  lookUp(@CurrentActor() actor: Actor, @Param(zod(barcodeParams)) { barcode }: z.output<typeof barcodeParams>): Promise<BarcodeLookupResponse> {
    return this.queries.execute(new LookUpBarcodeQuery(actor, barcode));
  }

  /** 201 when the household names the code for the first time, 200 when it renames it. */
  @Post('barcode-products')
  async name(
    @CurrentActor() actor: Actor,
    @Body(zod(nameBarcodeProductBody)) body: z.output<typeof nameBarcodeProductBody>,
    // only `status` is used, so the controller stays adapter-agnostic (Express or Fastify)
    @Res({ passthrough: true }) response: { status(code: number): unknown },
  ): Promise<BarcodeProduct> {
    const { product, created } = await this.commands.execute(new NameBarcodeProductCommand(actor, body));
    response.status(created ? 201 : 200);
    return product;
  }
}

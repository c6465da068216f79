import { Controller, Get, HttpCode, Param, PayloadTooLargeException, Post, Put, Query, Req, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CreateUploadUrlResponse, mediaTypeOf, type UploadedObject, uploadMessages } from '@sous/contracts';
import type { HttpResponse } from '#platform/http/http-types.js';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Public } from '#platform/auth/auth.decorators.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { IdParam } from '#platform/http/id-param.pipe.js';
import { ReadUploadQuery } from '../queries/read-upload/read-upload.query.js';
import { CreateUploadUrlCommand } from '../commands/create-upload-url/create-upload-url.command.js';
import { StoreUploadCommand } from '../commands/store-upload/store-upload.command.js';
import type { UploadBodyRequest } from './upload-body.js';

@Controller()
export class UploadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Spec 001 §7: JSON content type, no body → `{ uploadURL }`. */
  @Post('api/objects/upload')
  @HttpCode(200)
  createUrl(@CurrentActor() actor: Actor): Promise<CreateUploadUrlResponse> {
    return this.commands.execute(new CreateUploadUrlCommand(actor));
  }

  /** The signed URL is the credential: no session needed (the body was read by `readUploadBody`). */
  @Public()
  @Put('objects/uploads/:id')
  store(
    @Param('id') id: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Req() req: UploadBodyRequest,
  ): Promise<UploadedObject> {
    const body = req.uploadBody;
    if (!body || body.kind === 'unsupported-type') throw new UnsupportedMediaTypeException(uploadMessages.unsupportedType);
    if (body.kind === 'content-mismatch') throw new UnsupportedMediaTypeException(uploadMessages.contentMismatch);
    if (body.kind === 'too-large') throw new PayloadTooLargeException(uploadMessages.tooLarge);
    return this.commands.execute(
      new StoreUploadCommand({
        id,
        expires: typeof expires === 'string' ? expires : undefined,
        signature: typeof signature === 'string' ? signature : undefined,
        contentType: body.contentType,
        name: body.fileName,
        bytes: body.bytes,
      }),
    );
  }

  /** Household members only; another household's object is as unknown as a missing one (404). */
  @Get('objects/uploads/:id')
  async serve(@CurrentActor() actor: Actor, @Param('id', IdParam) id: string, @Res() res: HttpResponse): Promise<void> {
    const object = await this.queries.execute(new ReadUploadQuery(actor.householdId, id));
    if (!object) throw new NotFoundError('uploads.file-not-found', 'File not found');
    const image = mediaTypeOf(object.contentType).startsWith('image/') && mediaTypeOf(object.contentType) !== 'image/svg+xml';
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // opened directly, a file must not run anything under our origin (an HTML-ish .txt, an SVG)
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('Content-Disposition', contentDisposition(image ? 'inline' : 'attachment', object.name));
    res.end(object.bytes);
  }
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

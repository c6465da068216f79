import { join } from 'node:path';
import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { SessionService } from '#platform/auth/session.service.js';
import { CreateUploadUrlHandler } from './commands/create-upload-url/create-upload-url.handler.js';
import { StoreImportedImageHandler } from './commands/store-imported-image/store-imported-image.handler.js';
import { StoreUploadHandler } from './commands/store-upload/store-upload.handler.js';
import { UploadLimits } from './database/upload-limits.js';
import { OBJECT_STORE } from './domain/ports/object-store.port.js';
import { UploadSigner } from './domain/upload-signer.js';
import { UploadsController } from './http/uploads.controller.js';
import { PruneUploadsJob } from './jobs/prune-uploads.job.js';
import { FindUploadsHandler } from './queries/find-uploads/find-uploads.handler.js';
import { ReadUploadHandler } from './queries/read-upload/read-upload.handler.js';
import { FilesystemObjectStore } from './adapters/filesystem-object-store.js';

/**
 * Files members upload (chat attachments): signed single-use upload URLs, the bytes behind the
 * ObjectStore port (files under DATA_DIR today), served to the household only.
 */
@Module({
  controllers: [UploadsController],
  providers: [
    CreateUploadUrlHandler,
    StoreUploadHandler,
    StoreImportedImageHandler,
    ReadUploadHandler,
    FindUploadsHandler,
    PruneUploadsJob,
    UploadLimits,
    { provide: UploadSigner, useFactory: (config: AppConfig) => new UploadSigner(config.sessionSecret), inject: [AppConfig] },
    { provide: OBJECT_STORE, useFactory: (config: AppConfig) => new FilesystemObjectStore(join(config.dataDir, 'uploads')), inject: [AppConfig] },
  ],
})
export class UploadsModule implements NestModule {
  constructor(private readonly sessions: SessionService) {}

  /** bootstrap mounts sessions on /api only; serving `/objects/uploads/:id` needs to know the caller. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.sessions.middleware).forRoutes(UploadsController);
  }
}

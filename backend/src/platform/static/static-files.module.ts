import { Module } from '@nestjs/common';
import { StaticFiles } from './static-files.js';

@Module({ providers: [StaticFiles] })
export class StaticFilesModule {}

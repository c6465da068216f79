import { Module } from '@nestjs/common';
import { SubmitFeedbackHandler } from './commands/submit-feedback/submit-feedback.handler.js';
import { FeedbackController } from './http/feedback.controller.js';

/** Feedback: ratings of recipes and chat answers, bug reports and ideas (personal). */
@Module({ controllers: [FeedbackController], providers: [SubmitFeedbackHandler] })
export class FeedbackModule {}

import { Module } from '@nestjs/common';
import { AddFeedbackResponseHandler } from './commands/add-feedback-response/add-feedback-response.handler.js';
import { SubmitFeedbackHandler } from './commands/submit-feedback/submit-feedback.handler.js';
import { ToggleUpvoteHandler } from './commands/toggle-upvote/toggle-upvote.handler.js';
import { UpdateFeedbackHandler } from './commands/update-feedback/update-feedback.handler.js';
import { FeedbackController } from './http/feedback.controller.js';
import { GetFeedbackHandler } from './queries/get-feedback/get-feedback.handler.js';
import { GetFeedbackAnalyticsHandler } from './queries/get-feedback-analytics/get-feedback-analytics.handler.js';
import { ListFeedbackHandler } from './queries/list-feedback/list-feedback.handler.js';
import { ExportFeedbackDataHandler } from './queries/export-feedback-data/export-feedback-data.handler.js';

/**
 * Feedback: ratings of recipes and chat answers (private to their author and admins), and the
 * instance's community board of bugs, ideas and notes with votes and admin replies.
 */
@Module({
  controllers: [FeedbackController],
  providers: [
    SubmitFeedbackHandler,
    ToggleUpvoteHandler,
    AddFeedbackResponseHandler,
    UpdateFeedbackHandler,
    ListFeedbackHandler,
    GetFeedbackHandler,
    GetFeedbackAnalyticsHandler,
    // asked by identity for the account export (issue 19)
    ExportFeedbackDataHandler,
  ],
})
export class FeedbackModule {}

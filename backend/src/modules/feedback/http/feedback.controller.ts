import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  addFeedbackResponseBody,
  type FeedbackAnalytics,
  feedbackAnalyticsQuery,
  type FeedbackItem,
  type FeedbackPage,
  listFeedbackQuery,
  submitFeedbackBody,
  updateFeedbackBody,
  type UpvoteResult,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Roles } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { AddFeedbackResponseCommand } from '../commands/add-feedback-response/add-feedback-response.command.js';
import { SubmitFeedbackCommand } from '../commands/submit-feedback/submit-feedback.command.js';
import { ToggleUpvoteCommand } from '../commands/toggle-upvote/toggle-upvote.command.js';
import { UpdateFeedbackCommand } from '../commands/update-feedback/update-feedback.command.js';
import { GetFeedbackQuery } from '../queries/get-feedback/get-feedback.query.js';
import { GetFeedbackAnalyticsQuery } from '../queries/get-feedback-analytics/get-feedback-analytics.query.js';
import { ListFeedbackQuery } from '../queries/list-feedback/list-feedback.query.js';

const FeedbackId = new IdParamPipe('Feedback not found', 'feedback.not-found');

@Controller('api/feedback')
export class FeedbackController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  submit(@CurrentActor() actor: Actor, @Body(zod(submitFeedbackBody)) body: z.output<typeof submitFeedbackBody>): Promise<FeedbackItem> {
    return this.commands.execute(new SubmitFeedbackCommand(actor, body));
  }

  @Get()
  list(@CurrentActor() actor: Actor, @Query(zod(listFeedbackQuery)) query: z.output<typeof listFeedbackQuery>): Promise<FeedbackPage> {
    return this.queries.execute(new ListFeedbackQuery(actor, query));
  }

  /** Declared before `:id` so "analytics" is never read as an id. */
  @Get('analytics')
  @Roles('admin')
  analytics(@CurrentActor() actor: Actor, @Query(zod(feedbackAnalyticsQuery)) query: z.output<typeof feedbackAnalyticsQuery>): Promise<FeedbackAnalytics> {
    return this.queries.execute(new GetFeedbackAnalyticsQuery(actor, query));
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', FeedbackId) id: string): Promise<FeedbackItem> {
    return this.queries.execute(new GetFeedbackQuery(actor, id));
  }

  @Post(':id/upvote')
  @HttpCode(200)
  upvote(@CurrentActor() actor: Actor, @Param('id', FeedbackId) id: string): Promise<UpvoteResult> {
    return this.commands.execute(new ToggleUpvoteCommand(actor, id));
  }

  @Post(':id/responses')
  @Roles('admin')
  respond(
    @CurrentActor() actor: Actor,
    @Param('id', FeedbackId) id: string,
    @Body(zod(addFeedbackResponseBody)) body: z.output<typeof addFeedbackResponseBody>,
  ): Promise<FeedbackItem> {
    return this.commands.execute(new AddFeedbackResponseCommand(actor, id, body));
  }

  @Patch(':id')
  @Roles('admin')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', FeedbackId) id: string,
    @Body(zod(updateFeedbackBody)) body: z.output<typeof updateFeedbackBody>,
  ): Promise<FeedbackItem> {
    return this.commands.execute(new UpdateFeedbackCommand(actor, id, body));
  }
}

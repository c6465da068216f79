import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { DateTime } from 'luxon';
import { AppConfig } from '#config/app-config.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { GetAuthUserQuery } from '../../../identity/queries/get-auth-user/get-auth-user.query.js';
import { buildCalendarFeed } from '../../domain/calendar-feed-events.js';
import { calendarFeedBySecretHash, type CalendarFeedRow } from '../../database/calendar-feed.row.js';
import { feedSecretMatches, hashFeedSecret, isFeedSecretShaped } from '../../domain/calendar-feed-secret.js';
import { ListMealPlansForFeedQuery } from '../list-meal-plans-for-feed/list-meal-plans-for-feed.query.js';
import { GetCalendarFeedQuery } from './get-calendar-feed.query.js';

/** How far back and ahead the feed reaches: recent meals stay visible, the plan ahead is all there. */
export const feedWindow = { daysBack: 60, daysAhead: 365 } as const;

const feedNotFound = () => new NotFoundError('planning.calendar-feed-not-found', 'Calendar feed not found');

@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ secret }: GetCalendarFeedQuery): Promise<string> {
    if (!isFeedSecretShaped(secret)) throw feedNotFound();
    const feed = await calendarFeedBySecretHash(this.em, hashFeedSecret(secret));
    if (!feed?.secret_hash || !feedSecretMatches(feed.secret_hash, secret)) throw feedNotFound();
    if (!(await this.makerIsMember(feed))) throw feedNotFound();
    const now = new Date();
    const today = DateTime.fromJSDate(now, { zone: feed.time_zone });
    const plans = await this.queries.execute(
      new ListMealPlansForFeedQuery(
        feed.household_id,
        today.minus({ days: feedWindow.daysBack }).toISODate()!,
        today.plus({ days: feedWindow.daysAhead }).toISODate()!,
      ),
    );
    const placement = {
      breakfast: feed.breakfast,
      lunch: feed.lunch,
      dinner: feed.dinner,
      snack: feed.snack,
      durationMinutes: feed.duration_minutes,
      timeZone: feed.time_zone,
    };
    return buildCalendarFeed(plans, placement, this.config.appUrl, now);
  }

  /**
   * Access follows membership (issue 32): the URL answers while the member who made it still belongs
   * to the household, asked on every fetch. Leaving also revokes it (RevokeDepartedMemberCalendarFeedHandler),
   * but after the move commits; this makes it 404 from the commit on, and if that revocation never ran.
   * 404 like an unknown URL, not 410: a feed never says that it existed.
   */
  private async makerIsMember(feed: CalendarFeedRow): Promise<boolean> {
    if (!feed.secret_user_id) return false;
    const maker = await this.queries.execute(new GetAuthUserQuery(feed.secret_user_id));
    return maker?.householdId === feed.household_id;
  }
}

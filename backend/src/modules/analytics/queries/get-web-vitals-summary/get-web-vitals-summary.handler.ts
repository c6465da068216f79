import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { rateWebVital, type WebVitalsSummary, type WebVitalSummaryRow } from '@sous/contracts';
import { ForbiddenError } from '#platform/auth/auth.errors.js';
import { GetWebVitalsSummaryQuery } from './get-web-vitals-summary.query.js';

const defaultDays = 30;
const unknownPage = '(unknown)';

interface Row {
  name: WebVitalSummaryRow['name'];
  page: string;
  samples: string | number;
  p75: string | number;
  good: string | number;
  needs_improvement: string | number;
  poor: string | number;
}

/** The page a metric was measured on: its URL's path, without origin, query or hash. */
// (chr(63) is '?', which the driver would read as a parameter placeholder)
const pagePath = `coalesce(nullif(regexp_replace(regexp_replace(v.url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*', ''), '[' || chr(63) || '#].*$', ''), ''), '${unknownPage}')`;

const aggregates = `count(*) as samples,
  percentile_cont(0.75) within group (order by v.value) as p75,
  count(*) filter (where v.rating = 'good') as good,
  count(*) filter (where v.rating = 'needs-improvement') as needs_improvement,
  count(*) filter (where v.rating = 'poor') as poor`;

/** p75 per metric, overall and per page (how Core Web Vitals are judged), within [from, to). */
@QueryHandler(GetWebVitalsSummaryQuery)
export class GetWebVitalsSummaryHandler implements IQueryHandler<GetWebVitalsSummaryQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, range }: GetWebVitalsSummaryQuery): Promise<WebVitalsSummary> {
    if (actor.role !== 'admin') throw new ForbiddenError();
    const to = range.to ? new Date(range.to) : new Date();
    const from = range.from ? new Date(range.from) : new Date(to.getTime() - defaultDays * 86_400_000);
    const params = [from.toISOString(), to.toISOString()];
    const where = 'v.created_at >= ?::timestamptz and v.created_at < ?::timestamptz';
    const overall = await this.em.execute<Row[]>(`select v.name, '' as page, ${aggregates} from web_vitals v where ${where} group by v.name order by v.name`, params);
    const byPage = await this.em.execute<Row[]>(
      `select v.name, ${pagePath} as page, ${aggregates} from web_vitals v where ${where} group by 1, 2 order by 2, 1`,
      params,
    );
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      overall: overall.map((row) => {
        const { page: _page, ...rest } = toSummary(row);
        return rest;
      }),
      byPage: byPage.map(toSummary),
    };
  }
}

function toSummary(row: Row): WebVitalSummaryRow {
  // CLS is unitless and small; the others are milliseconds
  const p75 = Number(Number(row.p75).toFixed(row.name === 'CLS' ? 3 : 0));
  return {
    name: row.name,
    page: row.page,
    samples: Number(row.samples),
    p75,
    rating: rateWebVital(row.name, Number(row.p75)),
    good: Number(row.good),
    needsImprovement: Number(row.needs_improvement),
    poor: Number(row.poor),
  };
}

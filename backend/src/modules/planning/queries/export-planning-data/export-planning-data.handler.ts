import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportPlanningDataQuery, type PlanningDataExport } from './export-planning-data.query.js';

@QueryHandler(ExportPlanningDataQuery)
export class ExportPlanningDataHandler implements IQueryHandler<ExportPlanningDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ householdId }: ExportPlanningDataQuery): Promise<PlanningDataExport> {
    return {
      mealPlans: await exportRows(this.em, 'select * from meal_plans where household_id = ? order by date, created_at', [householdId]),
      shoppingList: await exportRows(this.em, 'select * from shopping_list_items where household_id = ? order by created_at, id', [householdId]),
    };
  }
}

import { navText } from '@sous/contracts';
import { CalendarDays } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function MealPlannerPage() {
  return (
    <ComingLaterPage title={navText.mealPlanner} description="Plan the week's meals" icon={CalendarDays} emptyTitle="No meals planned yet">
      Scheduling recipes for breakfast, lunch, dinner and snacks arrives in a later update. Planned meals will appear on
      a calendar here.
    </ComingLaterPage>
  );
}

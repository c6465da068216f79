import { navText, type MealPlan, type UpdateMealPlanBody } from '@sous/contracts';
import { addDays } from '@sous/kitchen';
import { CalendarPlus, ShoppingCart } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { MealPlannerSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAddMissingIngredients } from '../api/add-missing-ingredients';
import { useDeleteMealPlan } from '../api/delete-meal-plan';
import { useMealPlans } from '../api/meal-plans';
import { useUpdateMealPlan } from '../api/update-meal-plan';
import { CookMealContent } from '../components/cook-meal-dialog';
import { DayView } from '../components/day-view';
import { EditMealForm } from '../components/edit-meal-dialog';
import type { MealAction } from '../components/meal-card';
import type { SlotHandlers } from '../components/meal-slot';
import { MonthCalendar } from '../components/month-calendar';
import { MoveMealForm } from '../components/move-meal-dialog';
import { RemoveMealContent } from '../components/remove-meal-dialog';
import { ScheduleMealDialog, type ScheduleSlot } from '../components/schedule-meal-dialog';
import { WeekGrid } from '../components/week-grid';
import { WeekStats } from '../components/week-stats';
import { WeekToolbar } from '../components/week-toolbar';
import { useAvailabilityRefresh } from '../hooks/use-availability-refresh';
import { useElementWidth } from '../hooks/use-element-width';
import { usePlannerDate } from '../hooks/use-planner-date';
import { countsByDate, missingIngredientCount, plansBySlot, uncookedRecipes } from '../lib/plans';
import { plannerText } from '../lib/planner-text';
import type { MealType } from '../lib/schedule-form';
import { formatFullDay, formatWeekRange, monthOf, startOfWeek, weekDays, type IsoDate, type YearMonth } from '../lib/week';

type DialogState = { action: Exclude<MealAction, 'addMissing' | 'cookMode'>; planId: string } | null;

const noPlans: MealPlan[] = [];

/**
 * Cook mode's own route (the cookbook card's too) at the planned servings; `mealPlanId` makes the
 * session the planned meal's, so its "Done" cooks this slot rather than a new meal of today.
 */
const cookModePath = (plan: MealPlan) =>
  `/recipes/${encodeURIComponent(plan.recipeId)}/cook?servings=${plan.servings}&mealPlanId=${encodeURIComponent(plan.id)}`;

/** Content width under which 7 day columns get too narrow to read a recipe title. */
const WEEK_GRID_MIN_WIDTH = 680;

const addedToast = (added: number) =>
  added === 0
    ? toast({ title: plannerText.noneMissingTitle, description: plannerText.noneMissingText })
    : toast({ variant: 'success', title: plannerText.addedTitle, description: plannerText.addedText(added) });

/**
 * /meal-planner: a week of breakfast, lunch, dinner and snack (7 day columns from 768 px, one day
 * at a time below), a month overview from 1024 px, and everything a planned meal needs: add from
 * the cookbook, move (drag or the Move dialog), edit, remove, cook, shop for what is missing.
 */
export function MealPlannerPage() {
  const { data, isPending, error, refetch } = useMealPlans();
  useAvailabilityRefresh();
  const { date, today, setDate } = usePlannerDate();
  const navigate = useNavigate();
  const [main, setMain] = useState<HTMLDivElement | null>(null);
  const mainWidth = useElementWidth(main);
  // 7 readable columns need room: a tablet with the sidebar open gets the one-day view as well.
  const wide = useMediaQuery('(min-width: 768px)') && mainWidth >= WEEK_GRID_MIN_WIDTH;
  const large = useMediaQuery('(min-width: 1024px)');

  const plans = data ?? noPlans;
  const days = useMemo(() => weekDays(date), [date]);
  const monday = days[0];
  const sunday = days[6];
  const bySlot = useMemo(() => plansBySlot(plans, monday, sunday), [plans, monday, sunday]);
  const counts = useMemo(() => countsByDate(plans), [plans]);
  const countFor = (day: IsoDate) => counts.get(day) ?? 0;
  const weekPlans = plans.filter((p) => p.date >= monday && p.date <= sunday);
  const weekRecipes = uncookedRecipes(plans, monday, sunday);

  const [schedule, setSchedule] = useState<{ open: boolean; slot: Partial<ScheduleSlot> }>({ open: false, slot: {} });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [browseMonth, setBrowseMonth] = useState<YearMonth | null>(null);
  const focusAfterClose = useRef<string | null>(null);
  const dialogPlan = dialog ? plans.find((p) => p.id === dialog.planId) : undefined;

  const update = useUpdateMealPlan({
    onError: (err, { changes }) =>
      toast({
        variant: 'destructive',
        title: changes.date !== undefined || changes.mealType !== undefined ? plannerText.moveFailed : plannerText.updateFailed,
        description: serverMessage(err, err.message),
      }),
  });
  const remove = useDeleteMealPlan({
    onSuccess: () => setDialog(null),
    meta: { errorTitle: plannerText.removeFailed },
  });
  const addMissing = useAddMissingIngredients({
    onSuccess: addedToast,
    meta: { errorTitle: plannerText.addFailed },
  });

  const goTo = (next: IsoDate) => {
    setBrowseMonth(null);
    setDate(next);
  };

  /** Radix puts focus back where it was before a dialog; a card that moved or left needs a new place. */
  const onCloseAutoFocus = (event: Event) => {
    const selector = focusAfterClose.current;
    if (!selector) return;
    event.preventDefault();
    focusAfterClose.current = null;
    requestAnimationFrame(() => {
      const [first, fallback] = selector.split('||');
      (document.querySelector<HTMLElement>(first) ?? (fallback ? document.querySelector<HTMLElement>(fallback) : null))?.focus();
    });
  };
  const slotAddSelector = (plan: Pick<MealPlan, 'date' | 'mealType'>) => `[data-slot="${plan.date}:${plan.mealType}"] [data-slot-add]`;

  const movePlan = (plan: MealPlan, target: { date: IsoDate; mealType: MealType }, announce: boolean) => {
    const changes: UpdateMealPlanBody = {};
    if (target.date !== plan.date) changes.date = target.date;
    if (target.mealType !== plan.mealType) changes.mealType = target.mealType;
    if (Object.keys(changes).length === 0) return;
    update.mutate(
      { id: plan.id, changes },
      announce
        ? {
            onSuccess: (saved) =>
              toast({
                title: plannerText.moved(plan.recipe.title, target.mealType, formatFullDay(target.date, today)),
                description: saved ? undefined : plannerText.sentOnReconnect,
              }),
          }
        : undefined,
    );
  };

  const handlers: SlotHandlers = {
    onAdd: (day, mealType) => setSchedule({ open: true, slot: { date: day, mealType } }),
    onAction: (action, plan) => {
      if (action === 'addMissing') addMissing.mutate({ recipeId: plan.recipeId, servings: plan.servings });
      else if (action === 'cookMode') void navigate(cookModePath(plan));
      else setDialog({ action, planId: plan.id });
    },
    onDropPlan: (planId, day, mealType) => {
      const plan = plans.find((p) => p.id === planId);
      if (plan) movePlan(plan, { date: day, mealType }, false);
    },
  };

  if (isPending) return <MealPlannerSkeleton />;

  const isCurrentWeek = startOfWeek(today) === monday;
  const cookedCount = weekPlans.filter((p) => p.cookedAt !== null).length;
  const shownMonth = browseMonth ?? monthOf(date);

  return (
    <PageContainer>
      <PageHeader title={navText.mealPlanner} description={plannerText.description}>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setSchedule({ open: true, slot: {} })}>
            <CalendarPlus aria-hidden />
            {plannerText.planMeal}
          </Button>
          <Button
            variant="outline"
            aria-label={plannerText.addWeekMissing}
            disabled={weekRecipes.length === 0 || addMissing.isPending}
            title={weekRecipes.length === 0 ? plannerText.nothingToShop : undefined}
            onClick={() => addMissing.mutate({ recipes: weekRecipes })}
          >
            {addMissing.isPending ? <Spinner /> : <ShoppingCart aria-hidden />}
            <span aria-hidden className="hidden sm:inline">
              {plannerText.addWeekMissing}
            </span>
            <span aria-hidden className="sm:hidden">
              {plannerText.addWeekMissingShort}
            </span>
          </Button>
        </div>
      </PageHeader>

      {error ? (
        <LoadFailed title={plannerText.loadFailed} detail={serverMessage(error, error.message)} retryLabel={plannerText.retry} onRetry={() => void refetch()} />
      ) : (
        <div ref={setMain} className="flex flex-col gap-4">
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <div className="flex flex-col gap-4">
              <WeekToolbar
                monday={monday}
                isCurrentWeek={isCurrentWeek}
                summary={large ? undefined : plannerText.weekSummary(weekPlans.length, cookedCount)}
                onPrevious={() => goTo(addDays(date, -7))}
                onToday={() => goTo(today)}
                onNext={() => goTo(addDays(date, 7))}
              />
              {large && <WeekStats planned={weekPlans.length} cooked={cookedCount} missing={missingIngredientCount(plans, monday, sunday)} />}
              {weekPlans.length === 0 && (
                <p className="rounded-lg border border-dashed bg-card/50 px-4 py-3 text-sm text-muted-foreground" role="note">
                  <span className="font-medium text-foreground">{plannerText.emptyWeekTitle}.</span> {plannerText.emptyWeekText}
                </p>
              )}
            </div>
            {large && (
              <Card className="p-3" role="region" aria-label={plannerText.monthOverview} data-testid="month-overview">
                <MonthCalendar
                  month={shownMonth}
                  onMonthChange={setBrowseMonth}
                  today={today}
                  selected={date}
                  highlightWeek={date}
                  onSelect={goTo}
                  countFor={countFor}
                />
              </Card>
            )}
          </div>

          {wide ? (
            <WeekGrid days={days} today={today} plans={bySlot} handlers={handlers} caption={plannerText.weekOf(formatWeekRange(monday))} />
          ) : (
            <DayView days={days} selected={date} onSelect={setDate} today={today} plans={bySlot} countFor={countFor} handlers={handlers} />
          )}
        </div>
      )}

      <ScheduleMealDialog
        open={schedule.open}
        onOpenChange={(open) => setSchedule((s) => ({ ...s, open }))}
        slot={schedule.slot}
        onScheduled={(plan) => {
          if (plan.date < monday || plan.date > sunday || (!wide && plan.date !== date)) setDate(plan.date);
        }}
      />

      <Dialog open={dialogPlan !== undefined && dialog?.action !== 'remove'} onOpenChange={(open) => !open && setDialog(null)}>
        {dialogPlan && dialog?.action === 'edit' && (
          <EditMealForm
            key={dialogPlan.id}
            plan={dialogPlan}
            onCancel={() => setDialog(null)}
            onCloseAutoFocus={onCloseAutoFocus}
            onSave={(changes) => {
              setDialog(null);
              if (Object.keys(changes).length === 0) return;
              update.mutate(
                { id: dialogPlan.id, changes },
                { onSuccess: (saved) => toast({ title: plannerText.updated, description: saved ? undefined : plannerText.sentOnReconnect }) },
              );
            }}
          />
        )}
        {dialogPlan && dialog?.action === 'move' && (
          <MoveMealForm
            key={dialogPlan.id}
            plan={dialogPlan}
            onCancel={() => setDialog(null)}
            onCloseAutoFocus={onCloseAutoFocus}
            onMove={(target) => {
              focusAfterClose.current = `[data-plan-id="${dialogPlan.id}"] [data-plan-actions]||${slotAddSelector(dialogPlan)}`;
              setDialog(null);
              movePlan(dialogPlan, target, true);
            }}
          />
        )}
        {dialogPlan && dialog?.action === 'cook' && (
          <CookMealContent key={dialogPlan.id} plan={dialogPlan} onClose={() => setDialog(null)} onCloseAutoFocus={onCloseAutoFocus} />
        )}
      </Dialog>

      <AlertDialog open={dialogPlan !== undefined && dialog?.action === 'remove'} onOpenChange={(open) => !open && setDialog(null)}>
        {dialogPlan && dialog?.action === 'remove' && (
          <RemoveMealContent
            plan={dialogPlan}
            pending={remove.isPending}
            onCloseAutoFocus={onCloseAutoFocus}
            onRemove={() => {
              focusAfterClose.current = slotAddSelector(dialogPlan);
              remove.mutate(dialogPlan.id, {
                onSuccess: (queued) => toast({ title: plannerText.removed(dialogPlan.recipe.title), description: queued ? plannerText.sentOnReconnect : undefined }),
              });
            }}
          />
        )}
      </AlertDialog>
    </PageContainer>
  );
}

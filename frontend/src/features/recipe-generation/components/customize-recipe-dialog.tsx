import { cuisineTypes, dietaryPreferences, limits, recipeDifficulties, recipeMealTypes, timeConstraints } from '@sous/contracts';
import { applyPreset, creativityLabel, RECIPE_PRESETS, type RecipeCustomization } from '@sous/kitchen';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { FormFooter } from '@/components/form-footer';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { initialCustomization, readSavedCustomization } from '../lib/customization';
import { generationText } from '../lib/generation-text';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const timeLabel: Record<(typeof timeConstraints)[number], string> = {
  quick: 'Quick (<30 min)',
  moderate: 'Moderate (30-60 min)',
  elaborate: 'Elaborate (>60 min)',
};

/** Spec 000 §2 Customize Your Recipe dialog: presets, basic options and collapsible advanced options. */
export function CustomizeRecipeDialog({
  open,
  onOpenChange,
  pending,
  onGenerate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onGenerate: (values: RecipeCustomization) => void;
}) {
  const [values, setValues] = useState<RecipeCustomization>(() => initialCustomization(new Date().getHours(), readSavedCustomization()));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const set = <K extends keyof RecipeCustomization>(key: K, value: RecipeCustomization[K]) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from the hour's defaults and the saved preferences.
        if (next) setValues(initialCustomization(new Date().getHours(), readSavedCustomization()));
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{generationText.dialogTitle}</DialogTitle>
          <DialogDescription>Pick a preset or tune the options, then generate.</DialogDescription>
        </DialogHeader>
        <form
          aria-label={generationText.dialogTitle}
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            onGenerate(values);
          }}
        >
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Presets</p>
            <div className="flex flex-wrap gap-2">
              {RECIPE_PRESETS.map((preset) => (
                <Button key={preset.id} type="button" variant="outline" size="sm" onClick={() => setValues((v) => applyPreset(v, preset))}>
                  {preset.label}
                </Button>
              ))}
            </div>
          </div>

          <Field label="Time">
            {(control) => (
              <NativeSelect {...control} value={values.timeConstraint} onChange={(e) => set('timeConstraint', e.target.value as RecipeCustomization['timeConstraint'])}>
                {timeConstraints.map((t) => (
                  <option key={t} value={t}>
                    {timeLabel[t]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <Label>Servings</Label>
              <span className="tabular-nums" data-testid="servings-value">
                {values.servings}
              </span>
            </div>
            <Slider
              thumbLabel="Servings"
              min={limits.servingsSlider.min}
              max={limits.servingsSlider.max}
              step={limits.servingsSlider.step}
              value={[values.servings]}
              onValueChange={([n]) => set('servings', n)}
            />
          </div>
          <Field label="Meal type">
            {(control) => (
              <NativeSelect {...control} value={values.mealType} onChange={(e) => set('mealType', e.target.value as RecipeCustomization['mealType'])}>
                {recipeMealTypes.map((m) => (
                  <option key={m} value={m}>
                    {capitalize(m)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>

          <Collapsible open={advancedOpen} onOpenChange={setAdvancedOpen}>
            <CollapsibleTrigger asChild>
              <Button type="button" variant="ghost" className="w-full justify-between px-2">
                Advanced Options
                <ChevronDown aria-hidden className={advancedOpen ? 'rotate-180 transition-transform' : 'transition-transform'} />
              </Button>
            </CollapsibleTrigger>
            <CollapsibleContent className="flex flex-col gap-5 pt-3">
              <Field label="Difficulty">
                {(control) => (
                  <NativeSelect {...control} value={values.difficulty} onChange={(e) => set('difficulty', e.target.value as RecipeCustomization['difficulty'])}>
                    {recipeDifficulties.map((d) => (
                      <option key={d} value={d}>
                        {capitalize(d)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <div className="flex flex-col gap-2">
                <div className="flex justify-between text-sm">
                  <Label>Creativity</Label>
                  <span className="tabular-nums">
                    {values.creativity} · {creativityLabel(values.creativity)}
                  </span>
                </div>
                <Slider
                  thumbLabel="Creativity"
                  min={limits.creativity.min}
                  max={limits.creativity.max}
                  step={limits.creativity.step}
                  value={[values.creativity]}
                  onValueChange={([n]) => set('creativity', n)}
                />
              </div>
              <div className="flex items-center justify-between gap-4">
                <Label htmlFor="only-on-hand">Only use ingredients on hand</Label>
                <Switch id="only-on-hand" checked={values.onlyUseOnHand} onCheckedChange={(checked) => set('onlyUseOnHand', checked)} />
              </div>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium">Dietary restrictions</p>
                <div className="flex flex-wrap gap-2">
                  {dietaryPreferences.map((diet) => {
                    const on = values.dietaryRestrictions.includes(diet);
                    return (
                      <ToggleChip
                        key={diet}
                        pressed={on}
                        onPressedChange={() => set('dietaryRestrictions', on ? values.dietaryRestrictions.filter((d) => d !== diet) : [...values.dietaryRestrictions, diet])}
                      >
                        {diet}
                      </ToggleChip>
                    );
                  })}
                </div>
              </div>
              <Field label="Cuisine">
                {(control) => (
                  <NativeSelect {...control} value={values.cuisineType ?? 'any'} onChange={(e) => set('cuisineType', e.target.value)}>
                    {cuisineTypes.map((c) => (
                      <option key={c} value={c}>
                        {c === 'any' ? 'Any cuisine' : capitalize(c)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </CollapsibleContent>
          </Collapsible>

          <FormFooter
            onCancel={() => onOpenChange(false)}
            pending={pending}
            icon={<Sparkles aria-hidden />}
            submitLabel="Generate Recipe"
            pendingLabel="Generating..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

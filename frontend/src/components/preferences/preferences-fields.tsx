import { allergenOptions, defaultStorageAreas, dietaryPreferences, limits } from '@sous/contracts';
import { Ban, Leaf, type LucideIcon, Plus, ShieldAlert, Users, Warehouse } from 'lucide-react';
import { useId, useState, type Dispatch, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RemovableChip, ToggleChip } from '@/components/ui/toggle-chip';
import { ChoiceField } from '@/components/choice-field';
import { NumberField } from '@/components/number-input';
import type { FieldErrors } from '@/lib/form-errors';
import type { CookingSkillLevel, PreferencesAction, PreferencesDraft, PreferredUnits } from '@/lib/preferences-draft';
import { PreferencesSection, type HeadingLevel } from './preferences-section';

/** Spec 000 §2's exact option labels. */
export const cookingSkillLabels: Record<CookingSkillLevel, string> = {
  beginner: "Beginner - I'm just starting out",
  intermediate: 'Intermediate - I know my way around',
  advanced: "Advanced - I'm quite experienced",
};
export const preferredUnitsLabels: Record<PreferredUnits, string> = {
  imperial: 'Imperial (cups, oz, °F)',
  metric: 'Metric (ml, g, °C)',
};

/** The household's two counts: their labels and their hints, which name their bounds. */
const countFieldText = {
  householdSize: { label: 'Household size', hint: ({ min, max }: { min: number; max: number }) => `${min} to ${max} people` },
  expirationAlertDays: {
    label: 'Expiration alert days',
    hint: ({ min, max }: { min: number; max: number }) => `Warn me this many days before food expires (${min} to ${max})`,
  },
};

export interface PreferencesSectionProps {
  draft: PreferencesDraft;
  dispatch: Dispatch<PreferencesAction>;
  errors?: FieldErrors;
  headingLevel?: HeadingLevel;
  /** Inside another card (settings) rather than a card of its own (onboarding). */
  bare?: boolean;
  disabled?: boolean;
}

/** A text box whose entry is added by Enter or by its Add button; the box empties after each try. */
function AddEntry({
  label,
  placeholder,
  buttonLabel,
  onAdd,
  disabled,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  onAdd: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const add = () => {
    onAdd(value);
    setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds the entry; it never submits the whole form.
    add();
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          maxLength={60}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={disabled} aria-label={buttonLabel}>
          <Plus aria-hidden />
          Add
        </Button>
      </div>
    </div>
  );
}

/** Section 1: the four default areas as toggles, custom areas removable, and a box to add more. */
export function StorageAreasSection({ draft, dispatch, errors = {}, headingLevel, bare, disabled }: PreferencesSectionProps) {
  const headingId = useId();
  const errorId = useId();
  const error = errors.storageAreasEnabled;
  const enabled = new Set(draft.storageAreasEnabled.map((area) => area.toLowerCase()));
  return (
    <PreferencesSection
      headingId={headingId}
      headingLevel={headingLevel}
      bare={bare}
      icon={Warehouse}
      title="Storage areas"
      description="Where you keep food. Each area becomes a place to file items under."
    >
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        data-field="storageAreasEnabled"
        className="flex flex-wrap gap-2"
      >
        {defaultStorageAreas.map((area) => (
          <ToggleChip
            key={area}
            pressed={enabled.has(area.toLowerCase())}
            disabled={disabled}
            onPressedChange={() => dispatch({ type: 'toggleStorageArea', name: area })}
          >
            {area}
          </ToggleChip>
        ))}
        {draft.customStorageAreas.map((area) => (
          <RemovableChip
            key={area}
            label={area}
            disabled={disabled}
            onRemove={() => dispatch({ type: 'removeCustomStorageArea', name: area })}
          />
        ))}
      </div>
      {error && (
        <FieldError id={errorId} className="flex items-center gap-1.5">
          <span role="alert">{error}</span>
        </FieldError>
      )}
      <AddEntry
        label="Add a custom area"
        placeholder="e.g. Wine cellar, Garage freezer"
        buttonLabel="Add storage area"
        disabled={disabled}
        onAdd={(name) => dispatch({ type: 'addCustomStorageArea', name })}
      />
    </PreferencesSection>
  );
}

/** Section 3: household size, cooking skill, units and expiration alert days. */
export function HouseholdSection({ draft, dispatch, errors = {}, headingLevel, bare, disabled }: PreferencesSectionProps) {
  return (
    <PreferencesSection
      headingLevel={headingLevel}
      bare={bare}
      icon={Users}
      title="Your household"
      description="Used to size recipes, pick their difficulty and warn you before food expires."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(['householdSize', 'expirationAlertDays'] as const).map((field) => (
          <NumberField
            key={field}
            label={countFieldText[field].label}
            hint={countFieldText[field].hint(limits[field])}
            error={errors[field]}
            kind="integer"
            min={limits[field].min}
            max={limits[field].max}
            required
            disabled={disabled}
            value={draft[field]}
            onValueChange={(value) => dispatch({ type: 'set', field, value })}
            data-field={field}
          />
        ))}
        <ChoiceField
          label="Cooking skill"
          error={errors.cookingSkillLevel}
          labels={cookingSkillLabels}
          value={draft.cookingSkillLevel}
          disabled={disabled}
          onValueChange={(value) => dispatch({ type: 'setSkill', value })}
        />
        <ChoiceField
          label="Preferred units"
          error={errors.preferredUnits}
          labels={preferredUnitsLabels}
          value={draft.preferredUnits}
          disabled={disabled}
          onValueChange={(value) => dispatch({ type: 'setUnits', value })}
        />
      </div>
    </PreferencesSection>
  );
}

/**
 * A section of toggle chips over a fixed list (diets, allergens): which of the draft's lists it
 * shows and which action a chip toggles with.
 */
function chipChoicesSection({
  icon,
  title,
  description,
  options,
  selected,
  toggle,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  options: readonly string[];
  selected: (draft: PreferencesDraft) => readonly string[];
  toggle: (name: string) => PreferencesAction;
}) {
  return function ChipChoicesSection({ draft, dispatch, headingLevel, bare, disabled }: PreferencesSectionProps) {
    const headingId = useId();
    const chosen = new Set(selected(draft).map((name) => name.toLowerCase()));
    return (
      <PreferencesSection headingId={headingId} headingLevel={headingLevel} bare={bare} icon={icon} title={title} description={description}>
        <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
          {options.map((option) => (
            <ToggleChip key={option} pressed={chosen.has(option.toLowerCase())} disabled={disabled} onPressedChange={() => dispatch(toggle(option))}>
              {option}
            </ToggleChip>
          ))}
        </div>
      </PreferencesSection>
    );
  };
}

/** Section 4: dietary preference chips. */
export const DietSection = chipChoicesSection({
  icon: Leaf,
  title: 'Dietary preferences',
  description: 'Recipes and the chef follow these. Choose any that apply.',
  options: dietaryPreferences,
  selected: (draft) => draft.dietaryRestrictions,
  toggle: (name) => ({ type: 'toggleDiet', name }),
});

/** Section 5: allergen chips. */
export const AllergenSection = chipChoicesSection({
  icon: ShieldAlert,
  title: 'Allergens',
  description: 'Recipes never include these.',
  options: allergenOptions,
  selected: (draft) => draft.allergens,
  toggle: (name) => ({ type: 'toggleAllergen', name }),
});

/** Section 6: foods to always avoid, added by Enter or Add, shown as removable chips. */
export function AvoidFoodsSection({ draft, dispatch, headingLevel, bare, disabled }: PreferencesSectionProps) {
  return (
    <PreferencesSection
      headingLevel={headingLevel}
      bare={bare}
      icon={Ban}
      title="Foods to always avoid"
      description="Anything you never want to see in a recipe, like cilantro or mushrooms."
    >
      <AddEntry
        label="Food to avoid"
        placeholder="e.g. Cilantro"
        buttonLabel="Add food to avoid"
        disabled={disabled}
        onAdd={(name) => dispatch({ type: 'addFoodToAvoid', name })}
      />
      {draft.foodsToAvoid.length > 0 ? (
        <ul aria-label="Foods to avoid" className="flex flex-wrap gap-2">
          {draft.foodsToAvoid.map((food) => (
            <li key={food}>
              <RemovableChip label={food} disabled={disabled} onRemove={() => dispatch({ type: 'removeFoodToAvoid', name: food })} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing to avoid yet.</p>
      )}
    </PreferencesSection>
  );
}

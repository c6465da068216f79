import { PRODUCT_NAME } from '@sous/contracts';
import { Package, Plus } from 'lucide-react';
import { useAddFoodAction } from './add-food-action';
import { EmptyState } from './empty-state';
import { Button } from './ui/button';

/** Spec 001 §2 empty inventory state (exact text); the button shows only when an add action exists. */
export const inventoryEmptyText = {
  title: 'No items yet',
  text: `Start by adding food items to your inventory or ask your ${PRODUCT_NAME} to help you`,
  button: 'Add Your First Item',
} as const;

export function InventoryEmptyState({ className }: { className?: string }) {
  const addFood = useAddFoodAction();
  return (
    <EmptyState icon={Package} title={inventoryEmptyText.title} className={className}>
      <p>{inventoryEmptyText.text}</p>
      {addFood && (
        <Button onClick={addFood} className="mt-4">
          <Plus aria-hidden />
          {inventoryEmptyText.button}
        </Button>
      )}
    </EmptyState>
  );
}

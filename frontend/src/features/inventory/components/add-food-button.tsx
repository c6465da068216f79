import { Plus } from 'lucide-react';
import { useAddFoodAction } from '@/components/add-food-action';
import { Button } from '@/components/ui/button';
import { inventoryText } from '../lib/inventory-text';

/** Opens the app's Add Food dialog; nothing where no dialog is mounted. */
export function AddFoodButton() {
  const addFood = useAddFoodAction();
  if (!addFood) return null;
  return (
    <Button onClick={addFood}>
      <Plus aria-hidden />
      {inventoryText.addFood}
    </Button>
  );
}

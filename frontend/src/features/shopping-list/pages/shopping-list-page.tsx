import { navText } from '@sous/contracts';
import { ShoppingCart } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function ShoppingListPage() {
  return (
    <ComingLaterPage title={navText.shoppingList} description="Shared by everyone in your household" icon={ShoppingCart} emptyTitle="Your shopping list is empty">
      Adding missing recipe ingredients and your own items to a list shared by the household arrives in a later update.
    </ComingLaterPage>
  );
}

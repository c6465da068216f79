import { navText } from '@sous/contracts';
import { Layers } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function FoodGroupsPage() {
  return (
    <ComingLaterPage title={navText.foodGroups} description="Your food by category" icon={Layers} emptyTitle="No food groups yet">
      Categories appear as soon as food is added to your inventory, which arrives in the next update.
    </ComingLaterPage>
  );
}

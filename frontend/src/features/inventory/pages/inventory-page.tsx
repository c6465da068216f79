import { navText } from '@sous/contracts';
import { Refrigerator } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function InventoryPage() {
  return (
    <ComingLaterPage title={navText.inventory} description="Everything in your kitchen" icon={Refrigerator} emptyTitle="Your inventory is empty">
      Adding food by search or barcode, with storage locations and expiry dates, arrives in the next update.
    </ComingLaterPage>
  );
}

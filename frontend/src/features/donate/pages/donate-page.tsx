import { navText, PRODUCT_NAME } from '@sous/contracts';
import { HandHeart } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function DonatePage() {
  return (
    <ComingLaterPage title={navText.supportUs} description={`Help keep ${PRODUCT_NAME} cooking`} icon={HandHeart} emptyTitle="Donations are not open yet">
      Card donations arrive in a later update, and only on instances whose administrator has connected a payment
      provider.
    </ComingLaterPage>
  );
}

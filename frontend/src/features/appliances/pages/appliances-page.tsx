import { navText } from '@sous/contracts';
import { Microwave } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function AppliancesPage() {
  return (
    <ComingLaterPage title={navText.appliances} description="The equipment recipes can count on" icon={Microwave} emptyTitle="No appliances yet">
      Recording your ovens, air fryers and other equipment, so recipes only ask for what you own, arrives in a later
      update.
    </ComingLaterPage>
  );
}

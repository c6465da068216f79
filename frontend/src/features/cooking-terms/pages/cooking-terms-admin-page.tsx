import { BookText } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function CookingTermsAdminPage() {
  return (
    <ComingLaterPage title="Cooking Terms" description="The glossary behind highlighted recipe steps" icon={BookText} emptyTitle="No cooking terms yet">
      Managing the cooking-terms glossary arrives in a later update.
    </ComingLaterPage>
  );
}

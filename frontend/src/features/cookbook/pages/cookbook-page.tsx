import { navText } from '@sous/contracts';
import { BookOpen } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function CookbookPage() {
  return (
    <ComingLaterPage title={navText.cookbook} description="Recipes you saved" icon={BookOpen} emptyTitle="No saved recipes yet">
      Saving, rating and scaling recipes arrives with recipe generation in a later update. Your saved recipes will be
      listed here.
    </ComingLaterPage>
  );
}

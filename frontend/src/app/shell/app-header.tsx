import { TAGLINE } from '@sous/contracts';
import { PanelLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useSidebar } from '@/components/sidebar/sidebar-context';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { HeaderActions } from './header-actions';
import { PendingWrites } from './pending-writes';
import { useScrolled } from './use-scrolled';

/** Sticky header: transparent at the top of the page, a blurred bar with a shadow once scrolled. */
export function AppHeader() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b px-2 transition-[background-color,box-shadow,border-color] duration-200 md:px-4',
        scrolled ? 'border-border bg-header shadow-sm backdrop-blur-md' : 'border-transparent bg-background',
      )}
    >
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar" aria-expanded={isMobile ? openMobile : open}>
            <PanelLeft aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Toggle sidebar (Ctrl+B)</TooltipContent>
      </Tooltip>
      <Link to="/" className="min-w-0 rounded-md p-1" aria-label="Sous home">
        <Logo tagline={TAGLINE} />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <PendingWrites />
        <HeaderActions />
      </div>
    </header>
  );
}

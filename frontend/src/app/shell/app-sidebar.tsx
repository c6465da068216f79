import { navText, PRODUCT_NAME, uiText } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  BookOpen,
  BookType,
  CalendarDays,
  ChartColumn,
  ChartPie,
  FileText,
  HandHeart,
  Info,
  Layers,
  LogOut,
  MessageSquare,
  MessageSquareHeart,
  Microwave,
  Package,
  Settings,
  Shield,
  ShoppingCart,
} from 'lucide-react';
import { useMemo } from 'react';
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader, useSidebarCollapsed } from '@/components/sidebar/sidebar';
import { useSidebar } from '@/components/sidebar/sidebar-context';
import { SidebarLink, SidebarNestedGroup, SidebarSection, SidebarSubLink } from '@/components/sidebar/sidebar-nav';
import { LogoMark } from '@/components/logo';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { summarizeInventory } from '@/features/inventory/lib/inventory-summary';
import { useCurrentUser } from '@/lib/api/current-user';
import { useFoodItems } from '@/lib/api/food-items';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { cn } from '@/lib/utils';
import { logOut } from '@/lib/log-out';

function LogOutButton() {
  const queryClient = useQueryClient();
  const collapsed = useSidebarCollapsed();
  const button = (
    <button
      type="button"
      onClick={() => void logOut(queryClient)}
      aria-label={collapsed ? uiText.logOut : undefined}
      className={cn(
        'flex min-h-11 w-full items-center gap-3 rounded-md px-2.5 text-sm text-sidebar-foreground transition-colors duration-150 hover:bg-sidebar-active/60 md:min-h-9',
        collapsed && 'justify-center px-0',
      )}
    >
      <LogOut aria-hidden className="size-4 shrink-0" />
      {!collapsed && uiText.logOut}
    </button>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{uiText.logOut}</TooltipContent>
    </Tooltip>
  );
}

/** Only the drawer needs the brand: on wide screens the header beside the sidebar shows it. */
function DrawerBrand() {
  const { isMobile } = useSidebar();
  if (!isMobile) return null;
  return (
    <SidebarHeader>
      <LogoMark />
      <span className="font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </SidebarHeader>
  );
}

/** The signed-in navigation of spec 000 §2, with live inventory counts. */
export function AppSidebar() {
  // Counts come from the live food-items list; if a read fails they read 0 here and the pages show the error.
  const { data: locations } = useStorageLocations({ refetchOnMount: 'always' });
  const { data: items } = useFoodItems();
  const summary = useMemo(() => summarizeInventory(locations ?? [], items ?? []), [locations, items]);
  // The admin screens are not in the spec's sidebar; admins (DESIGN §4) get them in a section of their own.
  const isAdmin = useCurrentUser().data?.role === 'admin';

  return (
    <Sidebar label="Main navigation">
      <DrawerBrand />
      <SidebarContent>
        <nav aria-label="Main" className="flex flex-col gap-1">
          <SidebarLink to="/" end label={navText.chat} icon={MessageSquare} />
          <SidebarSection id="planning" label={navText.planning}>
            <SidebarLink to="/meal-planner" label={navText.mealPlanner} icon={CalendarDays} />
            <SidebarLink to="/shopping-list" label={navText.shoppingList} icon={ShoppingCart} />
          </SidebarSection>
          <SidebarSection id="recipes" label={navText.recipesAndNutrition}>
            <SidebarLink to="/cookbook" label={navText.cookbook} icon={BookOpen} />
            <SidebarLink to="/nutrition" label={navText.nutrition} icon={ChartColumn} />
          </SidebarSection>
          <SidebarSection id="inventory" label={navText.inventory}>
            <SidebarLink to="/appliances" label={navText.appliances} icon={Microwave} />
            <SidebarNestedGroup
              id="food-groups"
              label={navText.foodGroups}
              icon={Layers}
              count={summary.categories.length}
              railHref="/food-groups"
            >
              <SidebarSubLink to="/food-groups" label={navText.viewAllCategories} />
              {summary.categories.map((c) => (
                <SidebarSubLink key={c.href} to={c.href} label={c.name} count={c.count} />
              ))}
            </SidebarNestedGroup>
            <SidebarNestedGroup
              id="all-items"
              label={navText.allItems}
              icon={Package}
              count={summary.totalItems}
              railHref="/storage/all"
            >
              <SidebarSubLink to="/storage/all" label={navText.viewAll} />
              {summary.locations.map((l) => (
                <SidebarSubLink key={l.href} to={l.href} label={l.name} count={l.count} />
              ))}
            </SidebarNestedGroup>
          </SidebarSection>
          <SidebarSection id="account" label={navText.account}>
            <SidebarLink to="/feedback" label={navText.feedback} icon={MessageSquareHeart} />
            <SidebarLink to="/donate" label={navText.supportUs} icon={HandHeart} />
            <SidebarLink to="/settings" label={navText.settings} icon={Settings} />
          </SidebarSection>
          {isAdmin && (
            <SidebarSection id="admin" label="Admin">
              <SidebarLink to="/feedback-analytics" label="Feedback Analytics" icon={ChartPie} />
              <SidebarLink to="/cooking-terms-admin" label="Cooking Terms" icon={BookType} />
            </SidebarSection>
          )}
          <SidebarSection id="legal" label={navText.legal}>
            <SidebarLink to="/about" label={navText.about} icon={Info} />
            <SidebarLink to="/privacy" label={navText.privacy} icon={Shield} />
            <SidebarLink to="/terms" label={navText.terms} icon={FileText} />
          </SidebarSection>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <LogOutButton />
      </SidebarFooter>
    </Sidebar>
  );
}

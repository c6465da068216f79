import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/loading/page-spinner';
import {
  CookbookSkeleton,
  ListSkeleton,
  MealPlannerSkeleton,
  NutritionSkeleton,
  ShoppingListSkeleton,
  StorageSkeleton,
} from '@/components/loading/route-skeletons';
import { lazyPage } from './lazy-page';

// The chat screen composed with the expiry feature's ticker and tips (features do not import each other).
const ChatPage = lazyPage(() => import('./pages/chat-route'), 'ChatRoute');
// The cookbook composed with the meal planner's Schedule, Cook and Add to List on its recipe card.
const CookbookPage = lazyPage(() => import('./pages/cookbook-route'), 'CookbookRoute');
// Cook mode composed with the meal planner's Cook for its "Done" (issue 35).
const CookPage = lazyPage(() => import('./pages/cook-route'), 'CookRoute');
const NutritionPage = lazyPage(() => import('@/features/nutrition/pages/nutrition-page'), 'NutritionPage');
const MealPlannerPage = lazyPage(() => import('@/features/meal-planner/pages/meal-planner-page'), 'MealPlannerPage');
const ShoppingListPage = lazyPage(() => import('@/features/shopping-list/pages/shopping-list-page'), 'ShoppingListPage');
const AppliancesPage = lazyPage(() => import('@/features/appliances/pages/appliances-page'), 'AppliancesPage');
const InventoryPage = lazyPage(() => import('@/features/inventory/pages/inventory-page'), 'InventoryPage');
const StoragePage = lazyPage(() => import('@/features/inventory/pages/storage-page'), 'StoragePage');
const FoodGroupsPage = lazyPage(() => import('@/features/inventory/pages/food-groups-page'), 'FoodGroupsPage');
const FoodGroupPage = lazyPage(() => import('@/features/inventory/pages/food-group-page'), 'FoodGroupPage');
const FeedbackPage = lazyPage(() => import('@/features/feedback/pages/feedback-page'), 'FeedbackPage');
const FeedbackAnalyticsPage = lazyPage(() => import('@/features/analytics/pages/feedback-analytics-page'), 'FeedbackAnalyticsPage');
const DonatePage = lazyPage(() => import('@/features/donate/pages/donate-page'), 'DonatePage');
const DonateSuccessPage = lazyPage(() => import('@/features/donate/pages/donate-success-page'), 'DonateSuccessPage');
// Settings with the push feature's notifications card.
const SettingsPage = lazyPage(() => import('./pages/settings-route'), 'SettingsRoute');
const AboutPage = lazyPage(() => import('@/features/info/pages/about-page'), 'AboutPage');
const PrivacyPage = lazyPage(() => import('@/features/info/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('@/features/info/pages/terms-page'), 'TermsPage');
const CameraTestPage = lazyPage(() => import('@/features/camera-test/pages/camera-test-page'), 'CameraTestPage');
const CookingTermsAdminPage = lazyPage(() => import('@/features/cooking-terms/pages/cooking-terms-admin-page'), 'CookingTermsAdminPage');
const NotFoundPage = lazyPage(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage');

interface RouteEntry {
  path: string;
  page: ComponentType;
  /** The route's loading placeholder (spec 000 §2); the spinner when omitted. */
  placeholder?: ReactNode;
}

/** The signed-in route table of spec 000 §2. */
export const routeTable: RouteEntry[] = [
  { path: '/', page: ChatPage },
  { path: '/chat', page: ChatPage },
  { path: '/cookbook', page: CookbookPage, placeholder: <CookbookSkeleton /> },
  { path: '/recipes/:id/cook', page: CookPage },
  { path: '/nutrition', page: NutritionPage, placeholder: <NutritionSkeleton /> },
  { path: '/meal-planner', page: MealPlannerPage, placeholder: <MealPlannerSkeleton /> },
  { path: '/shopping-list', page: ShoppingListPage, placeholder: <ShoppingListSkeleton /> },
  { path: '/appliances', page: AppliancesPage, placeholder: <ListSkeleton /> },
  { path: '/inventory', page: InventoryPage, placeholder: <StorageSkeleton /> },
  { path: '/storage/all', page: StoragePage, placeholder: <StorageSkeleton /> },
  { path: '/storage/:location', page: StoragePage, placeholder: <StorageSkeleton /> },
  { path: '/food-groups', page: FoodGroupsPage, placeholder: <ListSkeleton /> },
  { path: '/food-groups/:category', page: FoodGroupPage, placeholder: <ListSkeleton /> },
  { path: '/feedback', page: FeedbackPage },
  { path: '/feedback-analytics', page: FeedbackAnalyticsPage },
  { path: '/donate', page: DonatePage },
  { path: '/donate/success', page: DonateSuccessPage },
  { path: '/settings', page: SettingsPage },
  { path: '/about', page: AboutPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/terms', page: TermsPage },
  { path: '/camera-test', page: CameraTestPage },
  { path: '/cooking-terms-admin', page: CookingTermsAdminPage },
  { path: '*', page: NotFoundPage },
];

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page: Page, placeholder }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={placeholder ?? <PageSpinner />}>
              <Page />
            </Suspense>
          }
        />
      ))}
    </Routes>
  );
}

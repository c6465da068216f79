import { PushNotificationsCard } from '@/features/push/components/push-notifications-card';
import { SettingsPage } from '@/features/settings/pages/settings-page';

/** `/settings`: the settings screen with this device's push notification choices (issue 21). */
export function SettingsRoute() {
  return <SettingsPage notifications={<PushNotificationsCard />} />;
}

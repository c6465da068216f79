/** Strings of the expiry notifications and waste tips. Those quoted in spec 001 §2, §8 are normative. */
export const expiryText = {
  tickerLabel: 'Expiring soon',
  dismiss: (name: string) => `Dismiss ${name}`,
  checkFailedTitle: 'Error checking expiration dates',
  checkFailedDescription: 'Unable to check for expiring items. Please try again later.',
  dismissed: 'Notification dismissed',
  dismissFailedTitle: 'Error dismissing notification',
  dismissFailedDescription: 'Unable to dismiss the notification. Please try again.',
  tipsTitle: 'Waste Reduction Tips',
  refreshTips: 'Refresh tips',
  tipsRefreshedTitle: 'Tips refreshed!',
  tipsRefreshedDescription: 'Generated new waste reduction suggestions',
  tipsFailedTitle: 'Error refreshing tips',
  tipsFailedDescription: 'Unable to generate new suggestions. Please try again.',
  noTips: 'No tips right now. Add food to your inventory to get suggestions for using it up.',
} as const;

/** "2 days", "1 day", "today", "expired": how long an item has left, for the ticker. */
export function daysLeftText(days: number): string {
  if (days < 0) return 'expired';
  if (days === 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

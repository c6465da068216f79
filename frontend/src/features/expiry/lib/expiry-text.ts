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
  compactSummary: (count: number) => `${count} expiring`,
  nothingExpiring: 'Nothing expiring soon',
  showExpiring: 'Show what is expiring soon',
} as const;

/** Under 768 px the ticker and the tips fold into one compact line on the chat screen (issue 16). */
export const phoneQuery = '(max-width: 767px)';

/** "2 days", "1 day", "today", "expired": how long an item has left, for the ticker. */
export function daysLeftText(days: number): string {
  if (days < 0) return 'expired';
  if (days === 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The ticker's colour for an item: red once past, amber within 3 days, green after. */
export const badgeVariant = (days: number) => (days < 0 ? 'expired' : days <= 3 ? 'expiring' : 'fresh');

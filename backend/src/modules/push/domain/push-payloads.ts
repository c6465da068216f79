import { createHash } from 'node:crypto';
import { type CookTimer, type ExpirationNotification, type PushAction, pushActionTitles, type PushPayload, type ShoppingItem } from '@sous/contracts';

const action = (name: PushAction) => ({ action: name, title: pushActionTitles[name] });

function expiryPhrase(days: number): string {
  if (days < 0) return days === -1 ? 'expired yesterday' : `expired ${-days} days ago`;
  if (days === 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires in ${days} days`;
}

/** One expiring item: its own notification, so "Used it" and "Add to list" know which item. */
export function expiringPayload(item: ExpirationNotification): PushPayload {
  return {
    kind: 'expiring',
    title: `${item.foodItemName} ${expiryPhrase(item.daysUntilExpiry)}`,
    body: item.daysUntilExpiry < 0 ? 'Throw it out, or add it to your shopping list.' : 'Use it soon, or add it to your shopping list.',
    url: '/inventory',
    tag: `expiring-${item.id}`,
    actions: [action('open'), action('used-it'), action('add-to-list')],
    data: { foodItemId: item.id, foodItemName: item.foodItemName, daysUntilExpiry: item.daysUntilExpiry },
  };
}

const listed = (names: readonly string[]) => (names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`);

/** What a household member put on the list while you are in the store; one tag, so the latest replaces the last. */
export function shoppingPayload(who: string, items: readonly ShoppingItem[]): PushPayload {
  const names = items.map((item) => item.ingredient);
  return {
    kind: 'shopping',
    title: names.length === 1 ? `${who} added ${names[0]} to the list` : `${who} added ${names.length} items to the list`,
    body: listed(names),
    url: '/shopping-list',
    tag: 'shopping-list',
    actions: [action('open')],
    data: { shoppingItemIds: items.map((item) => item.id) },
  };
}

/** Someone used a member's invite code: everyone already in the household hears who came in. */
export function memberJoinedPayload(who: string, joinedUserId: string): PushPayload {
  return {
    kind: 'invitations',
    title: `${who} joined your household`,
    body: 'They now share your food, shopping list, meal plans and recipes.',
    url: '/settings',
    tag: `household-joined-${joinedUserId}`,
    actions: [action('open')],
    data: { userId: joinedUserId },
  };
}

/**
 * A cook-mode timer ran out (issue 35). The tag is the one cook mode's own notification uses, so on
 * a device with the app open the push and the in-app alarm are one notification, not two.
 */
export function cookTimerPayload(session: { id: string; recipeId: string; recipeTitle: string }, timer: Pick<CookTimer, 'id' | 'label'>): PushPayload {
  return {
    kind: 'cook-timer',
    title: `${timer.label} — time's up`,
    body: session.recipeTitle,
    url: `/recipes/${encodeURIComponent(session.recipeId)}/cook`,
    tag: `cook-timer-${timer.id}`,
    actions: [action('open')],
    data: { sessionId: session.id, timerId: timer.id },
  };
}

/** RFC 8030 Topic: a newer message with the same topic replaces one the push service still holds. */
export const pushTopic = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

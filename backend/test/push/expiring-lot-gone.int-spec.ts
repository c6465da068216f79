import { CommandBus } from '@nestjs/cqrs';
import type { PushPayload } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { NotifyExpiringItemsCommand } from '../../src/modules/push/commands/notify-expiring-items/notify-expiring-items.command.js';
import { signUp } from '../support/auth.js';
import { addFood, addStorageLocation, subscribeToPushes } from '../support/factories.js';
import { pushSuite } from './local-push-service.js';

/**
 * The expiry push claims each delivery by the lot's id without reading the inventory's table
 * (issue 19): a lot removed between the check and the push is skipped, never sent, never an error.
 */
describe('expiring pushes for a lot removed meanwhile', () => {
  const suite = pushSuite();
  const today = todayIn(new Date());

  it('sends the lots still there and skips the one removed', async () => {
    const ada = await signUp(suite.server);
    const phone = await subscribeToPushes(ada, suite.pushService);
    const shelf = await addStorageLocation(ada, 'Fridge');
    const add = async (name: string) => (await addFood(ada, shelf, { name, expirationDate: addDays(today, 1), quantity: '1', unit: 'piece' })).id;
    const spinach = await add('Spinach');
    const milk = await add('Milk');
    await ada.agent.delete(`/api/food-items/${spinach}`).expect(204);

    const sent = await suite.testApp.app.get(CommandBus).execute(
      new NotifyExpiringItemsCommand(ada.user.id, [
        { id: spinach, foodItemName: 'Spinach', daysUntilExpiry: 1 },
        { id: milk, foodItemName: 'Milk', daysUntilExpiry: 1 },
      ]),
    );
    expect(sent).toBe(1);
    const messages = (await suite.pushService.messages(phone)) as PushPayload[];
    expect(messages.map((m) => m.tag)).toEqual([`expiring-${milk}`]);
  });
});

import type { App } from 'supertest/types.js';
import {
  type AddedFoodItem,
  type AddFoodItemBody,
  type AddShoppingItemBody,
  type Appliance,
  type BarcodeProduct,
  type CompleteOnboardingBody,
  type CompleteOnboardingResponse,
  type CreateApiTokenBody,
  type CreateApplianceBody,
  type CreatedApiToken,
  type CreateMealPlanBody,
  type CreateRecipeBody,
  type CreateStorageLocationBody,
  defaultStorageAreas,
  type FeedbackItem,
  type HouseholdInvite,
  type MealPlan,
  type NameBarcodeProductBody,
  type Recipe,
  type RegisterPushTokenBody,
  type ShoppingItem,
  type SubmitFeedbackBody,
} from '@sous/contracts';
import { iconForArea } from '../../src/modules/inventory/commands/ensure-storage-locations/ensure-storage-locations.handler.js';
import type { LocalPushService, LocalSubscription } from '../push/local-push-service.js';
import { type SignedInUser, signUp } from './auth.js';

/*
 * Data factories (issue 19): the rows a suite starts from, made through the app's HTTP API as the
 * user would make them, so every row passed the same validation, rules and events as in
 * production. Each call asserts its own status: a factory that fails names what it could not make
 * instead of letting a later assertion fail on missing data.
 */

type Agent = SignedInUser['agent'];

async function created<T>(send: ReturnType<Agent['post'] | Agent['get']>, what: string, status = 201): Promise<T> {
  const res = await send;
  if (res.status !== status) throw new Error(`Could not create ${what}: ${res.status} ${res.text}`);
  return res.body as T;
}

/** A storage location of the user's household; answers its id. */
export async function addStorageLocation(user: SignedInUser, name: string, icon?: CreateStorageLocationBody['icon']): Promise<string> {
  const body = icon ? { name, icon } : { name };
  return (await created<{ id: string }>(user.agent.post('/api/storage-locations').send(body), `the storage location ${name}`)).id;
}

/** Several storage locations, in order; answers their ids by name. */
export async function addStorageLocations<N extends string>(user: SignedInUser, names: readonly N[]): Promise<Record<N, string>> {
  const ids = {} as Record<N, string>;
  for (const name of names) ids[name] = await addStorageLocation(user, name);
  return ids;
}

export interface Household<N extends string> {
  cook: SignedInUser;
  /** Storage location ids by name. */
  locations: Record<N, string>;
}

/**
 * A new user's household with its storage locations: onboarding's four defaults with their icons
 * (Refrigerator, Freezer, Pantry, Counter), or the names given.
 */
export async function household(server: App): Promise<Household<(typeof defaultStorageAreas)[number]>>;
export async function household<N extends string>(server: App, names: readonly N[], fields?: Parameters<typeof signUp>[1]): Promise<Household<N>>;
export async function household(server: App, names?: readonly string[], fields: Parameters<typeof signUp>[1] = {}): Promise<Household<string>> {
  const cook = await signUp(server, fields);
  if (names) return { cook, locations: await addStorageLocations(cook, names) };
  const locations: Record<string, string> = {};
  for (const area of defaultStorageAreas) locations[area] = await addStorageLocation(cook, area, iconForArea(area) as CreateStorageLocationBody['icon']);
  return { cook, locations };
}

export type FoodToAdd = Omit<AddFoodItemBody, 'storageLocationId'>;

/** Food in a storage location, through the add every path uses (it may merge into a lot). */
export async function addFood(user: SignedInUser, storageLocationId: string, food: FoodToAdd): Promise<AddedFoodItem> {
  return created<AddedFoodItem>(user.agent.post('/api/food-items').send({ storageLocationId, ...food }), `the food ${food.name}`);
}

/** Several foods in one storage location, added in order; answers the lots as added. */
export async function addFoods(user: SignedInUser, storageLocationId: string, foods: readonly FoodToAdd[]): Promise<AddedFoodItem[]> {
  const added: AddedFoodItem[] = [];
  for (const food of foods) added.push(await addFood(user, storageLocationId, food));
  return added;
}

/** A recipe typed into the household's cookbook; the instructions default to one step. */
export async function addRecipe(user: SignedInUser, recipe: Omit<CreateRecipeBody, 'instructions'> & { instructions?: string[] }): Promise<Recipe> {
  return created<Recipe>(user.agent.post('/api/recipes').send({ instructions: ['Cook it.'], ...recipe }), `the recipe ${recipe.title}`);
}

/** A meal of the household's plan. */
export async function planMeal(user: SignedInUser, meal: CreateMealPlanBody): Promise<MealPlan> {
  return created<MealPlan>(user.agent.post('/api/meal-plans').send(meal), `a meal plan on ${meal.date}`);
}

/** An entry of the household's shopping list (it may merge into an entry of the same food). */
export async function addShoppingEntry(user: SignedInUser, entry: AddShoppingItemBody): Promise<ShoppingItem> {
  return created<ShoppingItem>(user.agent.post('/api/shopping-list/items').send(entry), `the shopping entry ${entry.ingredient}`);
}

/**
 * `joiner` joins `host`'s household through the invite flow (DESIGN §4), leaving their own; their
 * `user.householdId` follows, so later set-up and assertions see the household they are in.
 */
export async function joinHousehold(host: SignedInUser, joiner: SignedInUser): Promise<void> {
  const { inviteCode } = await created<HouseholdInvite>(host.agent.post('/api/household/invite'), 'an invite');
  await created(joiner.agent.post('/api/household/join').send({ code: inviteCode }), 'a membership', 200);
  joiner.user.householdId = host.user.householdId;
}

/** A new user who joins `host`'s household by invite. */
export async function signUpHousemate(server: App, host: SignedInUser, fields: Parameters<typeof signUp>[1] = {}): Promise<SignedInUser> {
  const housemate = await signUp(server, fields);
  await joinHousehold(host, housemate);
  return housemate;
}

/** An API token of the user (the settings screen's "new token"); answers it with its secret. */
export async function addApiToken(user: SignedInUser, token: CreateApiTokenBody): Promise<CreatedApiToken> {
  return created<CreatedApiToken>(user.agent.post('/api/tokens').send(token), `the API token ${token.name}`);
}

/**
 * A browser's push subscription at the local push service, registered as the user's push token:
 * what the settings screen does (subscribe with the server's VAPID key, then register it).
 */
export async function subscribeToPushes(user: SignedInUser, pushService: LocalPushService): Promise<LocalSubscription> {
  const { publicKey } = await created<{ publicKey: string }>(user.agent.get('/api/push/vapid-public-key'), 'the VAPID public key', 200);
  const subscription = await pushService.subscribe(publicKey);
  const deviceInfo = { keys: subscription.keys, label: 'Test browser' };
  await created(user.agent.post('/api/push-tokens').send({ token: subscription.endpoint, platform: 'webpush', deviceInfo }), 'a push subscription');
  return subscription;
}

/** The household's name for a barcode nobody had named (a new product: 201). */
export async function addBarcodeProduct(user: SignedInUser, product: NameBarcodeProductBody): Promise<BarcodeProduct> {
  return created<BarcodeProduct>(user.agent.post('/api/barcode-products').send(product), `the barcode product ${product.title}`);
}

/** The onboarding form sent: preferences, storage areas and the common items picked. */
export async function completeOnboarding(user: SignedInUser, onboarding: CompleteOnboardingBody): Promise<CompleteOnboardingResponse> {
  return created<CompleteOnboardingResponse>(user.agent.post('/api/onboarding/complete').send(onboarding), 'the onboarding', 200);
}

/** A push token of the user's device, as registered by an app (no push service checks it). */
export async function addPushToken(user: SignedInUser, device: RegisterPushTokenBody): Promise<void> {
  await created(user.agent.post('/api/push-tokens').send(device), 'a push token');
}

/** An appliance of the household's kitchen. */
export async function addAppliance(user: SignedInUser, appliance: CreateApplianceBody): Promise<Appliance> {
  return created<Appliance>(user.agent.post('/api/appliances').send(appliance), `the appliance ${appliance.name}`);
}

/** Feedback the user sends: a card of the board, or a rating only its author sees. */
export async function addFeedback(user: SignedInUser, feedback: SubmitFeedbackBody): Promise<FeedbackItem> {
  return created<FeedbackItem>(user.agent.post('/api/feedback').send(feedback), `the ${feedback.type} feedback`);
}

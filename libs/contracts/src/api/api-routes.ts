import { z } from 'zod';
import { undoneFoodChange } from '../inventory/undo.js';
import { feedbackAnalytics } from '../feedback/feedback-analytics.js';
import { feedbackItem, feedbackPage, upvoteResult } from '../feedback/feedback-board.js';
import { webVitalsSummary } from '../analytics/web-vitals-summary.js';
import { chatMessage, chatStreamChunk, chatStreamSaved } from '../chat/chat.js';
import { transcriptionResponse } from '../chat/voice.js';
import { createUploadUrlResponse, uploadMaxBytes, uploadedObject } from '../uploads/uploads.js';
import { appliance, applianceBarcodeLookup, applianceCategory } from '../appliances/appliance.js';
import { cookingTerm } from '../cooking-terms/cooking-term.js';
import {
  createPaymentIntentResponse,
  donationsConfig,
  donationWebhookResponse,
  donorWallEntry,
  ownDonation,
} from '../donations/donation.js';
import { barcodeLookupResponse, barcodeProduct } from '../food-data/barcodes.js';
import { foodResult } from '../food-data/food-result.js';
import { foodSearchResponse } from '../food-data/food-search.js';
import { household, householdInvite } from '../households/household.js';
import { healthBody } from '../http.js';
import { authProvidersResponse } from '../identity/auth-providers.js';
import { authUser } from '../identity/auth-user.js';
import { pushToken, userPreferences } from '../identity/preferences.js';
import { pushPreferences, vapidPublicKeyResponse } from '../push/push.js';
import { apiToken, createdApiToken } from '../identity/api-tokens.js';
import { passwordResetDone, passwordResetLink, passwordResetOptions, passwordResetRequested } from '../identity/password-reset.js';
import { addedFoodItem, foodItem } from '../inventory/food-item.js';
import { expiryPreview } from '../inventory/expiry-preview.js';
import { commitReceiptResponse, scanReceiptTextBody, scannedReceipt } from '../inventory/receipts.js';
import { updatedFoodCard, updatedFoodItem } from '../inventory/food-card.js';
import { expirationCheckResponse, expirationNotification, wasteSuggestionsResponse } from '../inventory/notifications.js';
import { storageLocation } from '../inventory/storage-location.js';
import { shelfLifeAnswer, shelfLifeProposal } from '../inventory/shelf-life-proposals.js';
import { nutritionItem } from '../nutrition/nutrition-items.js';
import { nutritionSummary } from '../nutrition/nutrition-summary.js';
import { commonItemsResponse, completeOnboardingResponse } from '../onboarding/onboarding.js';
import { cookMealResponse, cookRecipePreview, mealPlan } from '../planning/meal-plan.js';
import { calendarFeedSettings, createdCalendarFeed } from '../planning/calendar-feed.js';
import { purchaseResponse, shoppingItem } from '../planning/shopping-list.js';
import { recipe, savedRecipe } from '../recipes/recipe.js';
import { cookSession } from '../cook-sessions.js';
import { importedRecipe } from '../recipes/import-recipe.js';
import { archiveImportResult, archiveLimits, archivePreview } from '../recipes/export-recipe.js';
import type { ApiRouteDoc } from './api-route-doc.js';
import {
  accountExportResponse,
  clearCheckedResponse,
  foodItemUsedResponse,
  healthDownBody,
  livenessBody,
  notReadyBody,
  readinessBody,
} from './responses.js';

const redirect = { contentType: 'text/html', description: 'Redirect (Location header)' };
const html = { contentType: 'text/html', description: 'An HTML page' };

/**
 * Every HTTP route of the API, keyed `"<METHOD> <path>"` exactly as Nest registers it. Request
 * schemas and auth come from the controllers (see ApiRouteDoc); a route that Nest serves and this
 * table lacks fails `backend/test/openapi/route-registry.int-spec.ts`, which prints the entry to add.
 */
export const apiRoutes = {
  // platform
  'GET /api/health': { summary: 'Liveness and database check', tag: 'platform', responses: { 200: healthBody, 503: healthDownBody } },
  'GET /api/health/live': { summary: 'Liveness: the process answers (asks no dependency)', tag: 'platform', responses: { 200: livenessBody } },
  'GET /api/health/ready': {
    summary: 'Readiness: database, migrations, Redis (when configured) and not shutting down',
    tag: 'platform',
    responses: { 200: readinessBody, 503: notReadyBody },
  },
  'GET /api/openapi.json': { summary: 'This OpenAPI document', tag: 'platform', responses: { 200: z.record(z.string(), z.unknown()) } },
  'GET /api/docs': { summary: 'Swagger UI for this document', tag: 'platform', responses: { 200: html } },
  'GET /api/docs/:asset': {
    summary: 'A Swagger UI asset (script, style, icon)',
    tag: 'platform',
    responses: { 200: { contentType: 'application/octet-stream', description: 'The file' } },
    errors: [404],
  },

  // identity
  'GET /api/login': { summary: 'Start a provider sign-in (redirects to the provider)', tag: 'identity', responses: { 302: redirect }, example: { query: { provider: 'google' } } },
  'GET /api/auth/callback/:provider': { summary: 'Provider callback (redirects into the app)', tag: 'identity', responses: { 302: redirect } },
  'POST /api/auth/callback/:provider': { summary: 'Provider callback by form post (Apple)', tag: 'identity', responses: { 302: redirect } },
  'GET /api/auth/providers': { summary: 'Sign-in providers and whether each is configured', tag: 'identity', responses: { 200: authProvidersResponse } },
  'GET /api/logout': { summary: 'Sign out and go to the landing page (a cross-site request only redirects)', tag: 'identity', responses: { 302: redirect } },
  'POST /api/logout': { summary: 'Sign out (API clients); 204 whether or not a session was open', tag: 'identity', responses: { 204: null } },
  'POST /api/auth/email/signup': { summary: 'Sign up with email and password', tag: 'identity', responses: { 201: authUser }, errors: [409, 429] },
  'POST /api/auth/email/login': { summary: 'Sign in with email and password', tag: 'identity', responses: { 200: authUser }, errors: [401, 429] },
  // password reset (issue 32): links from an admin always, by email when SMTP is configured
  'GET /api/auth/email/password-reset-options': {
    summary: 'Whether a reset link can be asked for by email (SMTP configured); otherwise an admin makes one',
    tag: 'identity',
    responses: { 200: passwordResetOptions },
  },
  'POST /api/auth/email/password-reset-request': {
    summary: 'Mail a one-time reset link (60 minutes) to the account of this address; the same 202 whether or not one exists',
    tag: 'identity',
    responses: { 202: passwordResetRequested },
    // 429 too many requests from this address; 503 no SMTP on this server (ask an admin)
    errors: [429, 503],
    example: { body: { email: 'cook@example.org' } },
  },
  'POST /api/auth/email/password-reset': {
    summary: 'Set a new password with a reset link\'s token; ends every session of the account. A bad link is a 400 naming `token`',
    tag: 'identity',
    responses: { 200: passwordResetDone },
    errors: [429],
    example: { body: { token: 'the-token-after-#token=-in-the-link', password: 'a new password' } },
  },
  'POST /api/admin/password-resets': {
    summary: 'Make a one-time reset link (24 hours) for the account of an address, to hand over; session only',
    tag: 'identity',
    responses: { 201: passwordResetLink },
    errors: [404],
    example: { body: { email: 'cook@example.org' } },
  },
  'GET /api/auth/user': { summary: 'The signed-in user', tag: 'identity', responses: { 200: authUser } },
  // 403 for a read-only API token: the whole account's data needs the session or a read-write token (issue 32)
  'GET /api/account/export': { summary: 'Download everything the user owns (JSON)', tag: 'identity', responses: { 200: accountExportResponse }, errors: [403] },
  'DELETE /api/account': { summary: 'Delete the account (typed confirmation); wrong passwords are throttled per user (429)', tag: 'identity', responses: { 204: null }, errors: [403, 429] },
  'POST /api/onboarding/complete': { summary: 'Finish onboarding: locations and first items', tag: 'identity', responses: { 200: completeOnboardingResponse } },
  'GET /api/onboarding/common-items': { summary: 'Common items offered during onboarding', tag: 'identity', responses: { 200: commonItemsResponse } },
  // 400 also for a webpush endpoint the outbound policy refuses; 409 a token registered to another account (issue 32)
  'POST /api/push-tokens': { summary: 'Register a device push token', tag: 'identity', responses: { 201: pushToken, 204: null }, errors: [409] },
  'DELETE /api/push-tokens/:token': { summary: 'Unregister a device push token', tag: 'identity', responses: { 204: null }, errors: [404], resource: 'pushToken' },
  // Web Push (issue 21): the subscription itself is a `webpush` push token; these are its choices and buttons
  'GET /api/push/vapid-public-key': { summary: 'The server\'s VAPID public key (applicationServerKey for PushManager.subscribe)', tag: 'push', responses: { 200: vapidPublicKeyResponse } },
  'GET /api/push/preferences': {
    summary: 'What one of the caller\'s subscribed browsers is sent (by its endpoint); every kind on until changed',
    tag: 'push',
    responses: { 200: pushPreferences },
    errors: [404],
    example: { query: { token: 'https://push.example/subscription/1' } },
  },
  'PUT /api/push/preferences': {
    summary: 'Opt one subscribed browser in or out per kind, or start or end its store mode (shopping alerts for N hours)',
    tag: 'push',
    responses: { 200: pushPreferences },
    errors: [404],
    example: { body: { token: 'https://push.example/subscription/1', shopping: true, storeModeHours: 2 } },
  },
  'POST /api/push/actions': {
    summary: 'A notification button: "Used it" eats the whole lot, "Add to list" puts the food on the shopping list',
    tag: 'push',
    responses: { 204: null },
    errors: [404],
    example: { body: { action: 'add-to-list', ingredient: 'Milk' } },
  },
  // personal access tokens: managed with a session only (403 for a bearer caller)
  'GET /api/tokens': { summary: 'The caller\'s personal access tokens (never their secrets)', tag: 'identity', responses: { 200: z.array(apiToken) }, errors: [403] },
  'POST /api/tokens': {
    summary: 'Create a personal access token; the answer is the only time its secret is shown',
    tag: 'identity',
    responses: { 201: createdApiToken },
    errors: [403, 409],
    example: { body: { name: 'Home Assistant', scope: 'read', expiresInDays: 90 } },
  },
  'DELETE /api/tokens/:id': { summary: 'Revoke a personal access token', tag: 'identity', responses: { 204: null }, errors: [403, 404] },
  'GET /api/user/preferences': { summary: 'The user\'s preferences', tag: 'identity', responses: { 200: userPreferences } },
  'PUT /api/user/preferences': { summary: 'Replace the user\'s preferences', tag: 'identity', responses: { 200: userPreferences } },
  'PATCH /api/user/profile': { summary: 'Change the user\'s name', tag: 'identity', responses: { 200: authUser } },

  // households
  'GET /api/household': { summary: 'The caller\'s household and its members', tag: 'households', responses: { 200: household } },
  'PATCH /api/household': { summary: 'Rename the household', tag: 'households', responses: { 200: household }, example: { body: { name: 'Intruders' } } },
  'POST /api/household/invite': { summary: 'Create an invite code', tag: 'households', responses: { 201: householdInvite } },
  'POST /api/household/join': { summary: 'Join another household by invite code', tag: 'households', responses: { 200: household }, errors: [404, 409, 429] },
  'POST /api/household/leave': { summary: 'Leave the household for a new one of one\'s own', tag: 'households', responses: { 200: household }, errors: [409] },
  // the meal plan as a calendar feed (issue 20): settings for members, the .ics itself behind its secret URL
  'GET /api/household/calendar-feed': { summary: 'Whether the household\'s calendar feed URL works, and its meal times and time zone', tag: 'planning', responses: { 200: calendarFeedSettings } },
  'POST /api/household/calendar-feed': {
    summary: 'Create the calendar feed URL, or replace it (the old one stops working); the answer is the only time the URL is shown',
    tag: 'planning',
    responses: { 201: createdCalendarFeed },
  },
  'PUT /api/household/calendar-feed': {
    summary: 'Set the feed\'s meal times (HH:MM), event length and IANA time zone; fields left out keep their values',
    tag: 'planning',
    responses: { 200: calendarFeedSettings },
    example: { body: { dinner: '19:00', timeZone: 'Europe/Berlin' } },
  },
  'DELETE /api/household/calendar-feed': { summary: 'Revoke the calendar feed URL (it answers 404 from now on)', tag: 'planning', responses: { 204: null } },
  'GET /api/calendar/:secret.ics': {
    summary: 'The household\'s meal plans as an iCalendar feed (60 days back, a year ahead); the secret URL is the credential, an unknown or revoked one is 404',
    tag: 'planning',
    responses: { 200: { contentType: 'text/calendar', description: 'The iCalendar (RFC 5545) feed, one VEVENT per planned meal' } },
    errors: [404],
  },

  // inventory
  'GET /api/food-items': {
    summary: 'The household\'s food items, filtered; `?limit` pages them, `?fields=name,quantity,…` answers only those fields of each row (id and version always)',
    tag: 'inventory',
    responses: { 200: z.array(foodItem) },
    example: { query: { fields: 'name,quantity,unit,storageLocationId,expirationDate' } },
  },
  'GET /api/food-items/:id': { summary: 'One food item', tag: 'inventory', responses: { 200: foodItem }, resource: 'foodItem' },
  'GET /api/food-items/:id/expiry-preview': {
    summary: "The date a move (`storageLocationId`) or change of state (`state`) would save for this lot, and whether the household's accepted shelf life or the shelf-life table set it",
    tag: 'inventory',
    responses: { 200: expiryPreview },
    errors: [400],
    resource: 'foodItem',
  },
  'POST /api/food-items': { summary: 'Add a food item; `merge` says whether it made a card, joined a lot or became a new lot', tag: 'inventory', responses: { 201: addedFoodItem }, errors: [404] },
  // receipts (issue 21): multipart with the photo in `file`, or JSON `{ text }`; a scan stores nothing
  'POST /api/receipts/scan': {
    summary: 'Read a receipt photo (multipart field `file`: JPEG, PNG or WebP, at most 10 MB) or its text (`{ text }`) into proposed items',
    tag: 'inventory',
    responses: { 200: scannedReceipt },
    // 409 the household has no storage location; 422 a photo that cannot be decoded
    errors: [400, 409, 422, 429],
    upload: { kind: 'multipart', field: 'file', accept: 'image/jpeg, image/png, image/webp', maxBytes: uploadMaxBytes, orJson: scanReceiptTextBody },
  },
  'POST /api/receipts/commit': { summary: 'Add the reviewed items of a receipt in one transaction', tag: 'inventory', responses: { 200: commitReceiptResponse }, errors: [400, 404] },
  'PATCH /api/food-items/:id': {
    summary: 'Change a food item (optimistic `version`)',
    tag: 'inventory',
    responses: { 200: updatedFoodItem },
    errors: [409],
    conflict: foodItem,
    resource: 'foodItem',
    example: { body: { version: 1, name: 'Stolen' } },
  },
  'PATCH /api/food-items/:id/card': {
    summary: 'Rename, re-categorise or move every lot of a food card at once (each lot\'s `version` checked)',
    tag: 'inventory',
    responses: { 200: updatedFoodCard },
    errors: [409],
    conflict: z.array(foodItem),
    resource: 'foodItem',
    example: { body: { lots: [{ id: '00000000-0000-4000-8000-000000000000', version: 1 }], name: 'Stolen' } },
  },
  'DELETE /api/food-items/:id': { summary: 'Delete a food item', tag: 'inventory', responses: { 204: null }, resource: 'foodItem' },
  'POST /api/food-items/:id/consume': {
    summary: 'Eat some or all of a food item',
    tag: 'inventory',
    responses: { 200: foodItemUsedResponse },
    resource: 'foodItem',
    example: { body: { quantity: '1' } },
  },
  'POST /api/food-items/:id/discard': {
    summary: 'Throw away some or all of a food item',
    tag: 'inventory',
    responses: { 200: foodItemUsedResponse },
    resource: 'foodItem',
    example: { body: { quantity: '1', reason: 'spoiled' } },
  },
  'POST /api/food-items/undo': {
    summary: 'Take back one Use or Throw away by the token its answer gave (`undo.token`), within seconds: the lots come back exactly as they were',
    tag: 'inventory',
    responses: { 200: undoneFoodChange },
    errors: [404, 409],
    example: { body: { token: '00000000-0000-4000-8000-000000000000' } },
  },
  // shelf lives that learn (issue 35)
  'GET /api/shelf-life-proposals': {
    summary: "Shelf lives the household's own history proposes (at least 3 lots seen going off, never past the food-safety figure), not yet accepted or ignored",
    tag: 'inventory',
    responses: { 200: z.array(shelfLifeProposal) },
  },
  'POST /api/shelf-life-proposals/:id/accept': {
    summary: 'Accept a learned shelf life: later adds of that food in that kind of place and state are dated by it; `days` picks another figure, at most the safety figure',
    tag: 'inventory',
    responses: { 200: shelfLifeAnswer },
  },
  'POST /api/shelf-life-proposals/:id/ignore': {
    summary: 'Ignore a learned shelf life: it is not proposed again while the history says the same',
    tag: 'inventory',
    responses: { 200: shelfLifeAnswer },
  },
  'GET /api/storage-locations': { summary: 'The household\'s storage locations', tag: 'inventory', responses: { 200: z.array(storageLocation) } },
  'POST /api/storage-locations': { summary: 'Create a storage location', tag: 'inventory', responses: { 201: storageLocation }, errors: [409] },
  'PATCH /api/storage-locations/:id': {
    summary: 'Rename or re-icon a storage location',
    tag: 'inventory',
    responses: { 200: storageLocation },
    errors: [409],
    resource: 'storageLocation',
    example: { body: { name: 'Stolen shelf' } },
  },
  'DELETE /api/storage-locations/:id': {
    summary: 'Delete a storage location, moving its items with `moveTo`',
    tag: 'inventory',
    responses: { 204: null },
    errors: [409],
    resource: 'storageLocation',
  },
  'POST /api/notifications/expiration/check': { summary: 'Check for expiring items now', tag: 'inventory', responses: { 200: expirationCheckResponse } },
  'GET /api/notifications/expiration': { summary: 'Undismissed expiry notifications', tag: 'inventory', responses: { 200: z.array(expirationNotification) } },
  'POST /api/notifications/:id/dismiss': { summary: 'Dismiss an expiry notification', tag: 'inventory', responses: { 204: null }, resource: 'notification' },
  'GET /api/suggestions/waste-reduction': { summary: 'Tips from what the household threw away', tag: 'inventory', responses: { 200: wasteSuggestionsResponse } },

  // food data
  'GET /api/usda/search': { summary: 'Search foods (embedded database, USDA, household products)', tag: 'food-data', responses: { 200: foodSearchResponse }, example: { query: { query: 'milk' } } },
  'GET /api/usda/foods/:fdcId': { summary: 'One food with its nutrients', tag: 'food-data', responses: { 200: foodResult }, errors: [404, 503] },
  'GET /api/food/barcode/:barcode': { summary: 'Look a barcode up', tag: 'food-data', responses: { 200: barcodeLookupResponse }, errors: [404, 503] },
  'POST /api/barcode-products': { summary: 'Name an unknown barcode for the household', tag: 'food-data', responses: { 201: barcodeProduct, 200: barcodeProduct } },
  'GET /api/nutrition/summary': {
    summary: 'Nutrition of what the household holds and ate; `items` is the first page of the per-item table, `itemCount` its length',
    tag: 'nutrition',
    responses: { 200: nutritionSummary },
  },
  'GET /api/nutrition/items': {
    summary: 'A page of the per-item nutrition table (most calories first, then name, then id): `limit` rows (1–200, default 50) after the `after` cursor, with a `Link: <…>; rel="next"` header while more follow',
    tag: 'nutrition',
    responses: { 200: z.array(nutritionItem) },
  },

  // recipes
  'GET /api/recipes': {
    summary: 'The household\'s recipes with their availability, newest first; with `limit` one page of them and a `Link: <…>; rel="next"` header while more follow',
    tag: 'recipes',
    responses: { 200: z.array(recipe) },
  },
  'POST /api/recipes/generate': { summary: 'Generate a recipe from the inventory (model)', tag: 'recipes', responses: { 201: recipe }, errors: [429, 503] },
  'POST /api/recipes/import': {
    summary: 'Read a recipe from a web page, pasted page source or pasted text (a preview: POST /api/recipes saves it)',
    tag: 'recipes',
    responses: { 200: importedRecipe },
    errors: [422, 429],
    example: { body: { text: 'Pancakes\nIngredients\n- 2 eggs\n- 1 cup flour\nMethod\n1. Mix.\n2. Fry.' } },
  },
  'GET /api/recipes/export': {
    summary: 'The whole cookbook as a zip: one schema.org JSON-LD `<slug>.json` per recipe, its uploaded photo as `images/<slug>.<ext>`, and `index.json` listing them',
    tag: 'recipes',
    responses: { 200: { contentType: 'application/zip', description: 'The archive (attachment)' } },
    errors: [422],
  },
  // multipart/form-data: the file in the field `file` (and the chosen `entries` on commit), so no JSON body contract to read
  'POST /api/recipes/import/archive': {
    summary: 'Preview a file of recipes (multipart field `file`, at most 25 MB): a Sous cookbook export, a Mealie or Tandoor export, a Paprika `.paprikarecipes`, Cooklang `.cook` or JSON-LD files, alone or zipped; each recipe, duplicates flagged; stores nothing',
    tag: 'recipes',
    responses: { 200: archivePreview },
    errors: [400, 413, 422],
    upload: { kind: 'multipart', field: 'file', accept: 'a zip, .paprikarecipes, .cook, .json or .jsonld file, told by its bytes', maxBytes: archiveLimits.zipBytes },
  },
  'POST /api/recipes/import/archive/commit': {
    summary: 'Import the chosen recipes of the file (multipart `file` and `entries`, a JSON array of entry names from the preview) and their photos in one transaction',
    tag: 'recipes',
    responses: { 201: archiveImportResult },
    errors: [400, 413, 422],
    upload: {
      kind: 'multipart',
      field: 'file',
      accept: 'a zip, .paprikarecipes, .cook, .json or .jsonld file, told by its bytes',
      maxBytes: archiveLimits.zipBytes,
      fields: { entries: 'A JSON array of the entry names chosen from the preview' },
    },
  },
  'GET /api/recipes/:id/export': {
    summary: 'One recipe as a file: schema.org JSON-LD, Cooklang, or a page to print',
    tag: 'recipes',
    responses: {
      200: { contentType: 'application/ld+json', description: 'format=jsonld: the recipe as JSON-LD (attachment); cooklang: a .cook text (attachment); print: an HTML page (inline)' },
    },
    resource: 'recipe',
    example: { query: { format: 'jsonld' } },
  },
  'GET /api/recipes/:id': { summary: 'One recipe', tag: 'recipes', responses: { 200: recipe }, resource: 'recipe' },
  'POST /api/recipes': { summary: 'Create a recipe; `warnings` names lines the household avoids or is allergic to', tag: 'recipes', responses: { 201: savedRecipe } },
  'PATCH /api/recipes/:id': {
    summary: 'Favourite, rate or edit any field of a recipe (optimistic `version`); `warnings` names lines the household avoids',
    tag: 'recipes',
    responses: { 200: savedRecipe },
    errors: [409],
    conflict: recipe,
    resource: 'recipe',
    example: { body: { isFavorite: true } },
  },
  'DELETE /api/recipes/:id': { summary: 'Delete a recipe', tag: 'recipes', responses: { 204: null }, resource: 'recipe' },

  // planning
  'GET /api/meal-plans': { summary: 'Planned meals in a date range', tag: 'planning', responses: { 200: z.array(mealPlan) } },
  'POST /api/meal-plans': { summary: 'Plan a meal', tag: 'planning', responses: { 201: mealPlan }, errors: [404] },
  'PATCH /api/meal-plans/:id': {
    summary: 'Change a planned meal',
    tag: 'planning',
    responses: { 200: mealPlan },
    resource: 'mealPlan',
    example: { body: { servings: 9 } },
  },
  'DELETE /api/meal-plans/:id': { summary: 'Remove a planned meal', tag: 'planning', responses: { 204: null }, resource: 'mealPlan' },
  'GET /api/meal-plans/:id/cook-preview': { summary: 'What cooking a planned meal would take and lack, without taking it', tag: 'planning', responses: { 200: cookMealResponse }, errors: [409], resource: 'mealPlan' },
  'POST /api/meal-plans/:id/cook': {
    summary: 'Cook a planned meal: take its ingredients (or its leftover) from the inventory, optionally putting leftovers away',
    tag: 'planning',
    responses: { 200: cookMealResponse },
    errors: [404, 409],
    resource: 'mealPlan',
    example: { body: { leftovers: { servings: 2, storageLocationId: '00000000-0000-4000-8000-000000000001' } } },
  },
  'GET /api/recipes/:id/cook-preview': {
    summary: 'What cooking a recipe now at these servings would take and lack, without taking it',
    tag: 'planning',
    responses: { 200: cookRecipePreview },
    resource: 'recipe',
    example: { query: { servings: '2' } },
  },
  'POST /api/recipes/:id/cook': {
    summary: "Cook a recipe that was not planned: record it as today's meal, cooked, take its ingredients from the inventory, optionally putting leftovers away",
    tag: 'planning',
    responses: { 200: cookMealResponse },
    resource: 'recipe',
    example: { body: { servings: 2 } },
  },
  // cook mode (issue 35)
  'POST /api/cook-sessions': {
    summary: "Start the household's cook session: the recipe's steps at these servings, their amounts scaled, their timers and ingredients; 409 with `current` while one runs",
    tag: 'cook-sessions',
    responses: { 201: cookSession },
    errors: [404, 409],
    conflict: cookSession,
    example: { body: { recipeId: '00000000-0000-4000-8000-000000000002', servings: 2 } },
  },
  'GET /api/cook-sessions/active': {
    summary: "The household's running cook session (timers in server time, with `serverNow`), or 204 when none runs",
    tag: 'cook-sessions',
    responses: { 200: cookSession, 204: null },
  },
  'PATCH /api/cook-sessions/:id': {
    summary: 'Move the cook session to a step and start, pause or reset its timers; pushed to every device of the household',
    tag: 'cook-sessions',
    responses: { 200: cookSession },
    errors: [409],
    conflict: cookSession,
  },
  'DELETE /api/cook-sessions/:id': { summary: 'End the cook session on every device', tag: 'cook-sessions', responses: { 204: null } },
  'GET /api/shopping-list/items': { summary: 'The shopping list', tag: 'planning', responses: { 200: z.array(shoppingItem) } },
  'POST /api/shopping-list/items': { summary: 'Add to the shopping list (merges same items)', tag: 'planning', responses: { 201: shoppingItem } },
  'PATCH /api/shopping-list/items/:id': {
    summary: 'Check or edit a shopping item',
    tag: 'planning',
    responses: { 200: shoppingItem },
    resource: 'shoppingItem',
    example: { body: { isChecked: true } },
  },
  'DELETE /api/shopping-list/items/:id': { summary: 'Remove a shopping item', tag: 'planning', responses: { 204: null }, resource: 'shoppingItem' },
  'POST /api/shopping-list/clear-checked': { summary: 'Remove every checked item', tag: 'planning', responses: { 200: clearCheckedResponse } },
  'POST /api/shopping-list/add-missing': { summary: 'Add a recipe\'s missing ingredients', tag: 'planning', responses: { 200: z.array(shoppingItem) }, errors: [404] },
  'POST /api/shopping-list/purchase': { summary: 'Move bought items into the inventory', tag: 'planning', responses: { 200: purchaseResponse }, errors: [404] },

  // chat (module owned by the chat engineer; documented here)
  'POST /api/chat': {
    summary: 'Ask the kitchen assistant; the answer streams as server-sent events',
    tag: 'chat',
    responses: { 200: { contentType: 'text/event-stream', description: '`data: {"content":"…"}` chunks, `data: {"content":"","saved":[…]}` (the saved messages), then `data: [DONE]`', schema: z.union([chatStreamChunk, chatStreamSaved]) } },
    errors: [429, 503],
  },
  'GET /api/chat/messages': { summary: 'The user\'s chat history', tag: 'chat', responses: { 200: z.array(chatMessage) } },
  'POST /api/chat/messages': { summary: 'Save a chat message', tag: 'chat', responses: { 201: chatMessage } },
  'DELETE /api/chat/messages': { summary: 'Clear the chat history', tag: 'chat', responses: { 204: null } },
  // multipart/form-data: the recording in the field `audio`, so no JSON body contract to read
  'POST /api/voice/transcribe': {
    summary: 'Transcribe a voice note (multipart field `audio`, audio/*, at most 10 MB); 501 when no model endpoint is configured',
    tag: 'chat',
    responses: { 200: transcriptionResponse },
    errors: [400, 413, 415, 429, 501, 503],
    upload: { kind: 'multipart', field: 'audio', accept: 'audio/*', maxBytes: uploadMaxBytes },
  },

  // uploads (spec 001 §7): a signed same-origin URL, one PUT of the raw file, then served to the household
  'POST /api/objects/upload': {
    summary: 'Reserve an upload: a signed URL valid for one PUT within 15 minutes',
    tag: 'uploads',
    responses: { 200: createUploadUrlResponse },
    // 413 the household's upload storage is full, 429 too many upload URLs (user or household)
    errors: [413, 429],
  },
  'PUT /objects/uploads/:id': {
    summary: 'Store the file (raw body, its own Content-Type, optional X-File-Name); the signed URL is the credential',
    tag: 'uploads',
    responses: { 200: uploadedObject },
    // 400 empty file, 403 bad or expired signature, 409 URL already used, 413 over 10 MB or the
    // household's quota, 415 type not accepted or bytes not of that type, 429 hourly volume used up
    errors: [400, 403, 409, 413, 415, 429, 503],
    upload: { kind: 'raw', accept: 'images (JPEG, PNG, GIF, WebP, HEIC, HEIF, AVIF, BMP), PDF, Word documents or plain text, declared in Content-Type and checked against the bytes', maxBytes: uploadMaxBytes },
    resource: 'upload',
  },
  'GET /objects/uploads/:id': {
    summary: 'An uploaded file, to members of the household that uploaded it',
    tag: 'uploads',
    responses: { 200: { contentType: 'application/octet-stream', description: 'The file with its stored Content-Type (images inline, anything else as an attachment)' } },
    resource: 'upload',
  },

  // feedback: the community board (bug, feature, general) is instance-wide; ratings of one's own
  // chats, recipes and food are seen by their author and admins only (404 to everyone else)
  'POST /api/feedback': {
    summary: 'Send feedback: a rating, a thumbs up or down, a bug report or an idea',
    tag: 'feedback',
    responses: { 201: feedbackItem },
    example: { body: { type: 'feature', content: 'A timer on each recipe step would help.' } },
  },
  'GET /api/feedback': { summary: 'The board: what the caller may see, filtered, sorted and paged', tag: 'feedback', responses: { 200: feedbackPage } },
  'GET /api/feedback/analytics': { summary: 'Feedback figures by type, sentiment, status and week (admins)', tag: 'feedback', responses: { 200: feedbackAnalytics } },
  'GET /api/feedback/:id': { summary: 'One feedback entry the caller may see', tag: 'feedback', responses: { 200: feedbackItem }, resource: 'feedback' },
  'POST /api/feedback/:id/upvote': { summary: 'Upvote an entry, or take the vote back', tag: 'feedback', responses: { 200: upvoteResult }, resource: 'feedback' },
  'POST /api/feedback/:id/responses': {
    summary: 'Reply to an entry (admins)',
    tag: 'feedback',
    responses: { 201: feedbackItem },
    resource: 'feedback',
    example: { body: { message: 'Thanks, this is planned.' } },
  },
  'PATCH /api/feedback/:id': {
    summary: 'Triage an entry: status, priority, category, tags, flag (admins)',
    tag: 'feedback',
    responses: { 200: feedbackItem },
    resource: 'feedback',
    example: { body: { status: 'in_progress' } },
  },

  // smaller modules
  'GET /api/donations/config': { summary: 'Whether this server takes donations, with Stripe\'s publishable key and the bounds', tag: 'donations', responses: { 200: donationsConfig } },
  'POST /api/donations/create-payment-intent': {
    summary: 'Start a donation: a Stripe payment intent and a pending donation',
    tag: 'donations',
    responses: { 201: createPaymentIntentResponse },
    errors: [503],
    example: { body: { amount: 1000, currency: 'usd', donorName: 'Ada', anonymous: false } },
  },
  'POST /api/donations/webhook': {
    summary: 'Stripe\'s signed payment-intent events (raw JSON body, Stripe-Signature header)',
    tag: 'donations',
    responses: { 200: donationWebhookResponse },
    errors: [400, 503],
  },
  'GET /api/donations/donors': { summary: 'The donors wall: named, paid, non-anonymous donations, newest first', tag: 'donations', responses: { 200: z.array(donorWallEntry) } },
  'GET /api/donations/mine': { summary: 'The caller\'s own donations', tag: 'donations', responses: { 200: z.array(ownDonation) } },
  'POST /api/analytics': { summary: 'Record a web-vital beacon (JSON or text/plain)', tag: 'analytics', responses: { 204: null } },
  'GET /api/analytics/web-vitals': { summary: 'p75 of each web vital, overall and per page (admins)', tag: 'analytics', responses: { 200: webVitalsSummary } },
  'GET /api/cooking-terms': { summary: 'The cooking glossary', tag: 'cooking-terms', responses: { 200: z.array(cookingTerm) } },
  'POST /api/cooking-terms': {
    summary: 'Add a term to the glossary (admins); pushed to every signed-in device',
    tag: 'cooking-terms',
    responses: { 201: cookingTerm },
    errors: [409],
    example: { body: { term: 'Roll cut', category: 'knife_skills', shortDefinition: 'Angled cuts made while turning the vegetable a quarter turn each time.' } },
  },
  // the glossary is instance-wide: every user reads it, admins of any household write it
  'PATCH /api/cooking-terms/:id': {
    summary: 'Change a glossary term (admins)',
    tag: 'cooking-terms',
    responses: { 200: cookingTerm },
    errors: [409],
    resource: 'cookingTerm',
    example: { body: { shortDefinition: 'Changed by someone else.' } },
  },
  'DELETE /api/cooking-terms/:id': {
    summary: 'Remove a glossary term (admins); the boot seeder will not bring it back',
    tag: 'cooking-terms',
    responses: { 204: null },
    resource: 'cookingTerm',
  },
  'GET /api/appliance-categories': { summary: 'The appliance category tree, flat, by sort order', tag: 'appliances', responses: { 200: z.array(applianceCategory) } },
  'GET /api/appliances': { summary: 'The household\'s appliances', tag: 'appliances', responses: { 200: z.array(appliance) } },
  'GET /api/appliances/barcode/:code': {
    summary: 'What a scanned code names: the household\'s named products, then Open Food Facts when configured',
    tag: 'appliances',
    responses: { 200: applianceBarcodeLookup },
  },
  // no example: its `type` field would read as a JSON Schema type to the OpenAPI checks
  'POST /api/appliances': { summary: 'Add an appliance to the household\'s kitchen', tag: 'appliances', responses: { 201: appliance } },
  'PATCH /api/appliances/:id': {
    summary: 'Change an appliance (any member of the household)',
    tag: 'appliances',
    responses: { 200: appliance },
    resource: 'appliance',
    example: { body: { name: 'Stolen oven' } },
  },
  'DELETE /api/appliances/:id': { summary: 'Remove an appliance', tag: 'appliances', responses: { 204: null }, resource: 'appliance' },

  // MCP for desktop AI clients (issue 20, docs/mcp.md): a personal access token only, never a session
  'POST /mcp': {
    summary: 'The Model Context Protocol over Streamable HTTP (stateless, JSON answers): kitchen tools and resources for AI clients; a read token may call only the read tools',
    tag: 'mcp',
    responses: { 200: { contentType: 'application/json', description: 'A JSON-RPC 2.0 answer' }, 202: null },
    // 400 not JSON-RPC, 406 Accept lacks application/json and text/event-stream, 415 not JSON
    errors: [400, 406, 415],
  },
} satisfies Record<string, ApiRouteDoc>;

export type ApiRouteKey = keyof typeof apiRoutes;

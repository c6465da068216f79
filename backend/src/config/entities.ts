import { ApiUsageLog } from '../modules/analytics/domain/api-usage-log.entity.js';
import { WebVital } from '../modules/analytics/domain/web-vital.entity.js';
import { Appliance } from '../modules/appliances/domain/appliance.entity.js';
import { ApplianceCategory } from '../modules/appliances/domain/appliance-category.entity.js';
import { ChatMessage } from '../modules/chat/domain/chat-message.entity.js';
import { CookingTerm } from '../modules/cooking-terms/domain/cooking-term.entity.js';
import { CookingTermRemoval } from '../modules/cooking-terms/domain/cooking-term-removal.entity.js';
import { Donation } from '../modules/donations/domain/donation.entity.js';
import { Feedback } from '../modules/feedback/domain/feedback.entity.js';
import { FeedbackUpvote } from '../modules/feedback/domain/feedback-upvote.entity.js';
import { BarcodeProduct } from '../modules/food-data/domain/barcode-product.entity.js';
import { CommonFoodItem } from '../modules/food-data/domain/common-food-item.entity.js';
import { EmbeddedFood } from '../modules/food-data/domain/embedded-food.entity.js';
import { EmbeddedFoodDataset } from '../modules/food-data/domain/embedded-food-dataset.entity.js';
import { EmbeddedFoodTerm } from '../modules/food-data/domain/embedded-food-term.entity.js';
import { FdcCache } from '../modules/food-data/domain/fdc-cache.entity.js';
import { FdcSearchQuery } from '../modules/food-data/domain/fdc-search-query.entity.js';
import { Household } from '../modules/households/domain/household.entity.js';
import { Identity } from '../modules/identity/domain/identity.entity.js';
import { PushToken } from '../modules/identity/domain/push-token.entity.js';
import { ApiToken } from '../modules/identity/domain/api-token.entity.js';
import { PasswordResetToken } from '../modules/identity/domain/password-reset-token.entity.js';
import { Session } from '../modules/identity/domain/session.entity.js';
import { User } from '../modules/identity/domain/user.entity.js';
import { JobRun } from '#platform/jobs/job-run.entity.js';
import { FoodItem } from '../modules/inventory/domain/food-item.entity.js';
import { FoodItemEvent } from '../modules/inventory/domain/food-item-event.entity.js';
import { FoodPrice } from '../modules/inventory/domain/food-price.entity.js';
import { HouseholdShelfLife } from '../modules/inventory/domain/household-shelf-life.entity.js';
import { StorageLocation } from '../modules/inventory/domain/storage-location.entity.js';
import { CookSession } from '../modules/cook-sessions/domain/cook-session.entity.js';
import { CalendarFeed } from '../modules/planning/domain/calendar-feed.entity.js';
import { MealPlan } from '../modules/planning/domain/meal-plan.entity.js';
import { ShoppingListItem } from '../modules/planning/domain/shopping-list-item.entity.js';
import { Recipe } from '../modules/recipes/domain/recipe.entity.js';
import { UploadedObject } from '../modules/uploads/domain/uploaded-object.entity.js';
import { PushDelivery } from '../modules/push/domain/push-delivery.entity.js';
import { PushPreference } from '../modules/push/domain/push-preference.entity.js';

/** Every persisted entity; a new entity is listed here and gets its table through a new migration. */
export const entities = [
  Household,
  User,
  Session,
  Identity,
  PushToken,
  ApiToken,
  PasswordResetToken,
  StorageLocation,
  FoodItem,
  FoodItemEvent,
  FoodPrice,
  HouseholdShelfLife,
  FdcCache,
  FdcSearchQuery,
  CommonFoodItem,
  BarcodeProduct,
  EmbeddedFood,
  EmbeddedFoodTerm,
  EmbeddedFoodDataset,
  Recipe,
  ChatMessage,
  MealPlan,
  CalendarFeed,
  ShoppingListItem,
  Feedback,
  FeedbackUpvote,
  Donation,
  ApiUsageLog,
  WebVital,
  CookingTerm,
  CookingTermRemoval,
  ApplianceCategory,
  Appliance,
  JobRun,
  UploadedObject,
  PushPreference,
  PushDelivery,
  CookSession,
];

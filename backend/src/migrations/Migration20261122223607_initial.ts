/**
 * The full data model of spec 001 §3 plus households and storage locations (see docs/decisions.md).
 * Generated from the entities by src/cli/create-migration.ts, then reviewed by hand.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122223607_initial extends Migration {

  override name = 'Migration20261122223607_initial';

  override up(): void | Promise<void> {
    // trigram similarity for food, recipe and term search (PGlite loads it in mikro-orm.config.ts)
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table "appliance_categories" ("id" uuid not null default gen_random_uuid(), "name" text not null, "description" text null, "parent_category_id" uuid null, "icon" text null, "sort_order" int not null default 0, primary key ("id"));`);
    this.addSql(`alter table "appliance_categories" add constraint "appliance_categories_name_unique" unique ("name");`);

    this.addSql(`create table "common_food_items" ("id" uuid not null default gen_random_uuid(), "display_name" text not null, "upc" text null, "fcd_id" text null, "description" text null, "quantity" text null, "unit" text null, "storage" text null, "expiration_days" int null, "category" text null, "food_category" text null, "nutrition" text null, "usda_data" jsonb null, "brand_owner" text null, "ingredients" text null, "serving_size" double precision null, "serving_size_unit" text null, "image_url" text null, "barcode_lookup_data" jsonb null, "last_updated" timestamptz not null default now(), "data_source" text null, primary key ("id"));`);
    this.addSql(`alter table "common_food_items" add constraint "common_food_items_display_name_unique" unique ("display_name");`);

    this.addSql(`create table "cooking_terms" ("id" uuid not null default gen_random_uuid(), "term" text not null, "category" text not null, "short_definition" text not null, "long_definition" text null, "difficulty" text null, "time_estimate" text null, "tools" text[] null, "tips" text[] null, "related_terms" text[] null, "image_url" text null, "video_url" text null, "search_terms" text[] null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "cooking_terms" add constraint "cooking_terms_term_unique" unique ("term");`);

    this.addSql(`create table "fdc_cache" ("id" uuid not null default gen_random_uuid(), "fdc_id" text not null, "description" text not null, "data_type" text null, "brand_owner" text null, "brand_name" text null, "ingredients" text null, "serving_size" double precision null, "serving_size_unit" text null, "nutrients" jsonb null, "full_data" jsonb null, "cached_at" timestamptz not null default now(), "last_accessed" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "fdc_cache" add constraint "fdc_cache_fdc_id_unique" unique ("fdc_id");`);

    this.addSql(`create table "fdc_search_queries" ("id" uuid not null default gen_random_uuid(), "query" text not null, "data_type" text null, "page_number" int not null default 1, "page_size" int not null default 50, "total_hits" int null, "fdc_ids" text[] null, "scores" jsonb null, "cached_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "fdc_search_queries_query_data_type_page_number_page_size_index" on "fdc_search_queries" ("query", "data_type", "page_number", "page_size");`);

    this.addSql(`create table "households" ("id" uuid not null default gen_random_uuid(), "name" text not null, "invite_code" text null, "invite_expires_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "households" add constraint "households_invite_code_unique" unique ("invite_code");`);

    this.addSql(`create table "barcode_products" ("id" uuid not null default gen_random_uuid(), "household_id" uuid null, "barcode_number" text not null, "title" text not null, "brand" text null, "category" text null, "product_attributes" jsonb not null default '{}', "stores" jsonb null, "cached_at" timestamptz not null default now(), "expires_at" timestamptz null, "lookup_failed" boolean not null default false, "source" text null, "raw_data" jsonb null, "last_update" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "barcode_products_barcode_number_index" on "barcode_products" ("barcode_number");`);
    this.addSql(`create unique index "barcode_products_household_id_barcode_number_unique" on "barcode_products" ("household_id", "barcode_number") nulls not distinct;`);

    this.addSql(`create table "sessions" ("sid" text not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "email" text null, "household_id" uuid not null, "role" text not null default 'member', "first_name" text null, "last_name" text null, "profile_image_url" text null, "dietary_restrictions" text[] null, "allergens" text[] null, "favorite_categories" text[] null, "expiration_alert_days" int not null default 3, "storage_areas_enabled" text[] null, "household_size" int not null default 2, "cooking_skill_level" text not null default 'beginner', "preferred_units" text not null default 'imperial', "foods_to_avoid" text[] null, "has_completed_onboarding" boolean not null default false, "storage_locations" jsonb not null default '[]', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_household_id_index" on "users" ("household_id");`);

    this.addSql(`create table "storage_locations" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "name" text not null, "icon" text not null, "sort_order" int not null default 0, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "storage_locations_user_id_index" on "storage_locations" ("user_id");`);
    this.addSql(`create unique index "storage_locations_household_id_lower_name_unique" on "storage_locations" ("household_id", lower("name"));`);

    this.addSql(`create table "recipes" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "title" text not null, "prep_time" text null, "cook_time" text null, "servings" int null, "ingredients" text[] not null, "instructions" text[] not null, "used_ingredients" text[] null, "missing_ingredients" text[] null, "created_at" timestamptz not null default now(), "is_favorite" boolean not null default false, "rating" int null, primary key ("id"));`);
    this.addSql(`create index "recipes_household_id_index" on "recipes" ("household_id");`);
    this.addSql(`create index "recipes_user_id_index" on "recipes" ("user_id");`);

    this.addSql(`create table "shopping_list_items" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "ingredient" text not null, "quantity" text null, "unit" text null, "recipe_id" uuid null, "is_checked" boolean not null default false, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "shopping_list_items_household_id_index" on "shopping_list_items" ("household_id");`);
    this.addSql(`create index "shopping_list_items_user_id_index" on "shopping_list_items" ("user_id");`);
    this.addSql(`create index "shopping_list_items_recipe_id_index" on "shopping_list_items" ("recipe_id");`);

    this.addSql(`create table "push_tokens" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token" text not null, "platform" text not null, "device_info" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "push_tokens_user_id_index" on "push_tokens" ("user_id");`);
    this.addSql(`alter table "push_tokens" add constraint "push_tokens_token_unique" unique ("token");`);

    this.addSql(`create table "meal_plans" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "recipe_id" uuid not null, "date" text not null, "meal_type" text not null, "servings" int not null default 1, "notes" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "meal_plans_user_id_index" on "meal_plans" ("user_id");`);
    this.addSql(`create index "meal_plans_recipe_id_index" on "meal_plans" ("recipe_id");`);
    this.addSql(`create index "meal_plans_household_id_date_index" on "meal_plans" ("household_id", "date");`);

    this.addSql(`create table "food_items" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "fcd_id" text null, "name" text not null, "quantity" text not null default '1', "unit" text not null default 'item', "weight_in_grams" double precision null, "storage_location_id" uuid null, "expiration_date" text null, "last_notified_at" timestamptz null, "notification_dismissed" boolean not null default false, "days_until_expiry_when_notified" int null, "image_url" text null, "nutrition" text null, "usda_data" jsonb null, "food_category" text null, "added_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "food_items_household_id_index" on "food_items" ("household_id");`);
    this.addSql(`create index "food_items_user_id_index" on "food_items" ("user_id");`);
    this.addSql(`create index "food_items_storage_location_id_index" on "food_items" ("storage_location_id");`);

    this.addSql(`create table "feedback" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "type" text not null, "sentiment" text null, "rating" int null, "content" text null, "metadata" jsonb null, "context_id" text null, "context_type" text null, "category" text null, "priority" text null, "status" text not null default 'open', "estimated_turnaround" text null, "tags" text[] null, "upvotes" text[] null, "upvote_count" int not null default 0, "responses" jsonb null, "is_flagged" boolean not null default false, "flag_reason" text null, "similar_to" text null, "created_at" timestamptz not null default now(), "resolved_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "feedback_user_id_index" on "feedback" ("user_id");`);

    this.addSql(`create table "donations" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "stripe_payment_intent_id" text not null, "amount" int not null, "currency" text not null default 'usd', "status" text not null default 'pending', "donor_email" text null, "donor_name" text null, "message" text null, "anonymous" boolean not null default false, "created_at" timestamptz not null default now(), "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "donations_user_id_index" on "donations" ("user_id");`);
    this.addSql(`alter table "donations" add constraint "donations_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`);

    this.addSql(`create table "chat_messages" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "role" text not null, "content" text not null, "timestamp" timestamptz not null default now(), "metadata" text null, "attachments" jsonb not null default '[]', primary key ("id"));`);
    this.addSql(`create index "chat_messages_user_id_timestamp_index" on "chat_messages" ("user_id", "timestamp");`);

    this.addSql(`create table "appliances" ("id" uuid not null default gen_random_uuid(), "household_id" uuid not null, "user_id" uuid null, "name" text not null, "type" text not null, "category_id" uuid null, "barcode_product_id" uuid null, "custom_brand" text null, "custom_model" text null, "custom_capabilities" text[] null, "custom_capacity" text null, "custom_serving_size" text null, "nickname" text null, "purchase_date" text null, "warranty_end_date" text null, "notes" text null, "image_url" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "appliances_household_id_index" on "appliances" ("household_id");`);
    this.addSql(`create index "appliances_user_id_index" on "appliances" ("user_id");`);
    this.addSql(`create index "appliances_category_id_index" on "appliances" ("category_id");`);
    this.addSql(`create index "appliances_barcode_product_id_index" on "appliances" ("barcode_product_id");`);

    this.addSql(`create table "api_usage_logs" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "api_name" text not null, "endpoint" text not null, "query_params" jsonb null, "status_code" int null, "success" boolean not null, "timestamp" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "api_usage_logs_user_id_index" on "api_usage_logs" ("user_id");`);
    this.addSql(`create index "api_usage_logs_timestamp_index" on "api_usage_logs" ("timestamp");`);

    this.addSql(`create table "web_vitals" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "name" text not null, "value" double precision not null, "rating" text not null, "delta" double precision not null, "metric_id" text not null, "navigation_type" text null, "user_agent" text null, "url" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "web_vitals_user_id_index" on "web_vitals" ("user_id");`);
    this.addSql(`create index "web_vitals_created_at_index" on "web_vitals" ("created_at");`);

    this.addSql(`alter table "appliance_categories" add constraint "appliance_categories_parent_category_id_foreign" foreign key ("parent_category_id") references "appliance_categories" ("id") on delete set null;`);

    this.addSql(`alter table "barcode_products" add constraint "barcode_products_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);

    this.addSql(`alter table "users" add constraint "users_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete no action;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'member'));`);

    this.addSql(`alter table "storage_locations" add constraint "storage_locations_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "storage_locations" add constraint "storage_locations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "recipes" add constraint "recipes_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "recipes" add constraint "recipes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "shopping_list_items" add constraint "shopping_list_items_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "shopping_list_items" add constraint "shopping_list_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "shopping_list_items" add constraint "shopping_list_items_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete set null;`);

    this.addSql(`alter table "push_tokens" add constraint "push_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "meal_plans" add constraint "meal_plans_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "meal_plans" add constraint "meal_plans_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "meal_plans" add constraint "meal_plans_recipe_id_foreign" foreign key ("recipe_id") references "recipes" ("id") on delete cascade;`);
    this.addSql(`alter table "meal_plans" add constraint "meal_plans_meal_type_check" check ("meal_type" in ('breakfast', 'lunch', 'dinner', 'snack'));`);

    this.addSql(`alter table "food_items" add constraint "food_items_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "food_items" add constraint "food_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "food_items" add constraint "food_items_storage_location_id_foreign" foreign key ("storage_location_id") references "storage_locations" ("id") on delete set null;`);

    this.addSql(`alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "feedback" add constraint "feedback_rating_check" check (rating >= 1 and rating <= 5);`);
    this.addSql(`alter table "feedback" add constraint "feedback_type_check" check ("type" in ('chat_response', 'recipe', 'food_item', 'bug', 'feature', 'general'));`);
    this.addSql(`alter table "feedback" add constraint "feedback_sentiment_check" check ("sentiment" in ('positive', 'negative', 'neutral'));`);
    this.addSql(`alter table "feedback" add constraint "feedback_priority_check" check ("priority" in ('low', 'medium', 'high', 'critical'));`);
    this.addSql(`alter table "feedback" add constraint "feedback_status_check" check ("status" in ('open', 'in_progress', 'completed', 'wont_fix'));`);

    this.addSql(`alter table "donations" add constraint "donations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "donations" add constraint "donations_amount_check" check (amount > 0);`);
    this.addSql(`alter table "donations" add constraint "donations_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'canceled'));`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_role_check" check ("role" in ('user', 'assistant', 'system'));`);

    this.addSql(`alter table "appliances" add constraint "appliances_household_id_foreign" foreign key ("household_id") references "households" ("id") on delete cascade;`);
    this.addSql(`alter table "appliances" add constraint "appliances_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "appliances" add constraint "appliances_category_id_foreign" foreign key ("category_id") references "appliance_categories" ("id") on delete set null;`);
    this.addSql(`alter table "appliances" add constraint "appliances_barcode_product_id_foreign" foreign key ("barcode_product_id") references "barcode_products" ("id") on delete set null;`);

    this.addSql(`alter table "api_usage_logs" add constraint "api_usage_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "web_vitals" add constraint "web_vitals_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "web_vitals" add constraint "web_vitals_name_check" check ("name" in ('LCP', 'FID', 'CLS', 'FCP', 'TTFB', 'INP'));`);
    this.addSql(`alter table "web_vitals" add constraint "web_vitals_rating_check" check ("rating" in ('good', 'needs-improvement', 'poor'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "appliance_categories" drop constraint "appliance_categories_parent_category_id_foreign";`);
    this.addSql(`alter table "appliances" drop constraint "appliances_category_id_foreign";`);
    this.addSql(`alter table "barcode_products" drop constraint "barcode_products_household_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_household_id_foreign";`);
    this.addSql(`alter table "storage_locations" drop constraint "storage_locations_household_id_foreign";`);
    this.addSql(`alter table "recipes" drop constraint "recipes_household_id_foreign";`);
    this.addSql(`alter table "shopping_list_items" drop constraint "shopping_list_items_household_id_foreign";`);
    this.addSql(`alter table "meal_plans" drop constraint "meal_plans_household_id_foreign";`);
    this.addSql(`alter table "food_items" drop constraint "food_items_household_id_foreign";`);
    this.addSql(`alter table "appliances" drop constraint "appliances_household_id_foreign";`);
    this.addSql(`alter table "appliances" drop constraint "appliances_barcode_product_id_foreign";`);
    this.addSql(`alter table "storage_locations" drop constraint "storage_locations_user_id_foreign";`);
    this.addSql(`alter table "recipes" drop constraint "recipes_user_id_foreign";`);
    this.addSql(`alter table "shopping_list_items" drop constraint "shopping_list_items_user_id_foreign";`);
    this.addSql(`alter table "push_tokens" drop constraint "push_tokens_user_id_foreign";`);
    this.addSql(`alter table "meal_plans" drop constraint "meal_plans_user_id_foreign";`);
    this.addSql(`alter table "food_items" drop constraint "food_items_user_id_foreign";`);
    this.addSql(`alter table "feedback" drop constraint "feedback_user_id_foreign";`);
    this.addSql(`alter table "donations" drop constraint "donations_user_id_foreign";`);
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_user_id_foreign";`);
    this.addSql(`alter table "appliances" drop constraint "appliances_user_id_foreign";`);
    this.addSql(`alter table "api_usage_logs" drop constraint "api_usage_logs_user_id_foreign";`);
    this.addSql(`alter table "web_vitals" drop constraint "web_vitals_user_id_foreign";`);
    this.addSql(`alter table "food_items" drop constraint "food_items_storage_location_id_foreign";`);
    this.addSql(`alter table "shopping_list_items" drop constraint "shopping_list_items_recipe_id_foreign";`);
    this.addSql(`alter table "meal_plans" drop constraint "meal_plans_recipe_id_foreign";`);

    this.addSql(`drop table if exists "appliance_categories" cascade;`);
    this.addSql(`drop table if exists "common_food_items" cascade;`);
    this.addSql(`drop table if exists "cooking_terms" cascade;`);
    this.addSql(`drop table if exists "fdc_cache" cascade;`);
    this.addSql(`drop table if exists "fdc_search_queries" cascade;`);
    this.addSql(`drop table if exists "households" cascade;`);
    this.addSql(`drop table if exists "barcode_products" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "storage_locations" cascade;`);
    this.addSql(`drop table if exists "recipes" cascade;`);
    this.addSql(`drop table if exists "shopping_list_items" cascade;`);
    this.addSql(`drop table if exists "push_tokens" cascade;`);
    this.addSql(`drop table if exists "meal_plans" cascade;`);
    this.addSql(`drop table if exists "food_items" cascade;`);
    this.addSql(`drop table if exists "feedback" cascade;`);
    this.addSql(`drop table if exists "donations" cascade;`);
    this.addSql(`drop table if exists "chat_messages" cascade;`);
    this.addSql(`drop table if exists "appliances" cascade;`);
    this.addSql(`drop table if exists "api_usage_logs" cascade;`);
    this.addSql(`drop table if exists "web_vitals" cascade;`);
  }

}

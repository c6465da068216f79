import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '#config/app-config.js';
import { ConfigModule } from '#config/config.module.js';
import { appEntities } from './app.entities.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AnalyticsUsageModule } from './modules/analytics/analytics-usage.module.js';
import { AppliancesModule } from './modules/appliances/appliances.module.js';
import { CapabilitiesModule } from './modules/capabilities/capabilities.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { CookSessionsModule } from './modules/cook-sessions/cook-sessions.module.js';
import { CookingTermsModule } from './modules/cooking-terms/cooking-terms.module.js';
import { DonationsModule } from './modules/donations/donations.module.js';
import { FeedbackModule } from './modules/feedback/feedback.module.js';
import { FoodDataModule } from './modules/food-data/food-data.module.js';
import { HouseholdsModule } from './modules/households/households.module.js';
import { IdentityAuthModule } from './modules/identity/identity-auth.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { InventoryModule } from './modules/inventory/inventory.module.js';
import { McpModule } from './modules/mcp/mcp.module.js';
import { NutritionModule } from './modules/nutrition/nutrition.module.js';
import { PlanningModule } from './modules/planning/planning.module.js';
import { PushModule } from './modules/push/push.module.js';
import { ReceiptsModule } from './modules/receipts/receipts.module.js';
import { RecipesModule } from './modules/recipes/recipes.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { AiModule } from '#platform/ai/ai.module.js';
import { AuthPlatformModule } from '#platform/auth/auth-platform.module.js';
import { DatabaseModule } from '#platform/database/database.module.js';
import type { DatabaseTarget } from '#platform/database/database-target.js';
import { HealthModule } from '#platform/health/health.module.js';
import { HttpPlatformModule } from '#platform/http/http-platform.module.js';
import { OutboundModule } from '#platform/http/outbound.js';
import { LifecycleModule } from '#platform/lifecycle/lifecycle.module.js';
import { LoggingModule } from '#platform/logging/logging.module.js';
import { MailModule } from '#platform/mail/mail.module.js';
import { MetricsModule } from '#platform/metrics/metrics.module.js';
import { RateLimitModule } from '#platform/rate-limit/rate-limit.module.js';
import { OpenApiModule } from '#platform/openapi/openapi.module.js';
import { RealtimeModule } from '#platform/realtime/realtime.module.js';
import { RedisModule } from '#platform/redis/redis.module.js';
import { StaticFilesModule } from '#platform/static/static-files.module.js';
import { UsageModule } from '#platform/usage/usage.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  database: DatabaseTarget;
}

/** The composition root: platform first, then one module per bounded context (DESIGN §2). */
@Module({})
export class AppModule {
  static register({ config, database }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        LoggingModule,
        DatabaseModule.register(database, appEntities),
        CqrsModule.forRoot(),
        MetricsModule,
        RedisModule,
        RateLimitModule,
        // platform/auth reads users, sessions and tokens through identity's ports (issue 34)
        AuthPlatformModule.register(IdentityAuthModule),
        // outgoing calls are logged in analytics' table, through its UsageLog port (issue 34)
        UsageModule.register(AnalyticsUsageModule),
        AiModule,
        MailModule,
        RealtimeModule,
        LifecycleModule,
        HttpPlatformModule,
        OutboundModule,
        HealthModule,
        OpenApiModule,
        IdentityModule,
        HouseholdsModule,
        InventoryModule,
        ReceiptsModule,
        FoodDataModule,
        RecipesModule,
        ChatModule,
        UploadsModule,
        PlanningModule,
        FeedbackModule,
        DonationsModule,
        AnalyticsModule,
        CookingTermsModule,
        NutritionModule,
        AppliancesModule,
        PushModule,
        McpModule,
        CapabilitiesModule,
        CookSessionsModule,
        StaticFilesModule,
      ],
    };
  }
}

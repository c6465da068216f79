import { Module } from '@nestjs/common';
import { CreateInviteHandler } from './commands/create-invite/create-invite.handler.js';
import { JoinHouseholdHandler } from './commands/join-household/join-household.handler.js';
import { LeaveHouseholdHandler } from './commands/leave-household/leave-household.handler.js';
import { RenameHouseholdHandler } from './commands/rename-household/rename-household.handler.js';
import { InviteCodeAttempts } from './domain/invite-code-attempts.js';
import { PushHouseholdRenamedHandler } from './events/push-household-renamed.handler.js';
import { PushMembershipChangesHandler } from './events/push-membership-changes.handler.js';
import { HouseholdController } from './http/household.controller.js';
import { GetHouseholdHandler } from './queries/get-household/get-household.handler.js';
import { CreateHouseholdHandler } from './commands/create-household/create-household.handler.js';
import { LockHouseholdsHandler } from './commands/lock-households/lock-households.handler.js';
import { DeleteHouseholdIfEmptyHandler } from './commands/delete-household-if-empty/delete-household-if-empty.handler.js';
import { FindHouseholdHandler } from './queries/find-household/find-household.handler.js';

/** Households, invitations and membership. */
@Module({
  controllers: [HouseholdController],
  providers: [
    GetHouseholdHandler,
    RenameHouseholdHandler,
    CreateInviteHandler,
    JoinHouseholdHandler,
    InviteCodeAttempts,
    LeaveHouseholdHandler,
    PushMembershipChangesHandler,
    PushHouseholdRenamedHandler,
    // what identity asks of households at sign-up, export and account deletion (issue 19)
    CreateHouseholdHandler,
    LockHouseholdsHandler,
    DeleteHouseholdIfEmptyHandler,
    FindHouseholdHandler,
  ],
})
export class HouseholdsModule {}

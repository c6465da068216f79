import { Module } from '@nestjs/common';
import { Chef, CHAT_PACING_MS, defaultChatPacingMs } from './chef/chef.js';
import { ChefTools } from './chef/chef-tools.js';
import { ClearChatHandler } from './commands/clear-chat/clear-chat.handler.js';
import { SaveChatMessageHandler } from './commands/save-chat-message/save-chat-message.handler.js';
import { SendChatMessageHandler } from './commands/send-chat-message/send-chat-message.handler.js';
import { PushChatChangesHandler } from './events/push-chat-changes.handler.js';
import { ChatController } from './http/chat.controller.js';
import { VoiceController } from './http/voice.controller.js';
import { TranscribeVoiceHandler } from './commands/transcribe-voice/transcribe-voice.handler.js';
import { CHEF_MODEL } from './domain/ports/chef-model.port.js';
import { ModelChef } from './model/model-chef.js';
import { ListChatMessagesHandler } from './queries/list-chat-messages/list-chat-messages.handler.js';
import { ExportChatDataHandler } from './queries/export-chat-data/export-chat-data.handler.js';

/**
 * The AI chef conversation: personal chat history, a streamed reply per message, and a chef that
 * acts on the kitchen through the same commands as the REST routes (the model's tools, or the
 * offline chef's intent grammar).
 */
@Module({
  controllers: [ChatController, VoiceController],
  providers: [
    ListChatMessagesHandler,
    SendChatMessageHandler,
    SaveChatMessageHandler,
    ClearChatHandler,
    TranscribeVoiceHandler,
    PushChatChangesHandler,
    ChefTools,
    { provide: CHEF_MODEL, useClass: ModelChef },
    Chef,
    { provide: CHAT_PACING_MS, useValue: defaultChatPacingMs },
    // asked by identity for the account export (issue 19)
    ExportChatDataHandler,
  ],
})
export class ChatModule {}

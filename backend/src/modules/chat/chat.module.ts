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
import { CHAT_STREAM_PUBLISHER } from './domain/ports/chat-stream-publisher.port.js';
import { RealtimeChatStreamPublisher } from './adapters/realtime-chat-stream.publisher.js';
import { CHAT_MODEL } from './domain/ports/chat-model.port.js';
import { TRANSCRIBER } from './domain/ports/transcriber.port.js';
import { OpenAiChatModel } from './adapters/openai-chat.model.js';
import { OpenAiTranscriber } from './adapters/openai-transcriber.js';
import { ModelChef } from './model/model-chef.js';
import { ListChatMessagesHandler } from './queries/list-chat-messages/list-chat-messages.handler.js';
import { ExportChatDataHandler } from './queries/export-chat-data/export-chat-data.handler.js';
import { AnswerKitchenQuestionHandler } from './queries/answer-kitchen-question/answer-kitchen-question.handler.js';

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
    { provide: CHAT_STREAM_PUBLISHER, useClass: RealtimeChatStreamPublisher },
    // every model use behind a port by role; the AiClient adapters live in adapters/
    { provide: CHAT_MODEL, useClass: OpenAiChatModel },
    { provide: TRANSCRIBER, useClass: OpenAiTranscriber },
    Chef,
    { provide: CHAT_PACING_MS, useValue: defaultChatPacingMs },
    // asked by identity for the account export (issue 19)
    ExportChatDataHandler,
    // asked by the capability registry: the model's knowledge tools answer in the offline chef's words
    AnswerKitchenQuestionHandler,
  ],
})
export class ChatModule {}

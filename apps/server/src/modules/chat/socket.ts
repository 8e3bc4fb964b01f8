// Chat commands over the socket (same rules and answers as the REST routes).
import { ChatCommands, correctCommand, deleteCommand, editCommand, readAllCommand, sendCommand, thankCommand } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import { onCommand } from '../../platform/realtime/commands';
import type { ChatService } from './service';

export function chatSocketHandlers(ctx: AppContext, service: ChatService): void {
  ctx.realtime.onConnection((socket) => {
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.send, sendCommand, (viewer, { chat_id, ...input }) => service.send(viewer, chat_id, input));
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.edit, editCommand, (viewer, input) => service.edit(viewer, input.message_id, input.text));
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.delete, deleteCommand, (viewer, input) => service.remove(viewer, input.message_id));
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.correct, correctCommand, (viewer, { message_id, ...input }) => service.correct(viewer, message_id, input));
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.thank, thankCommand, (viewer, input) => service.thank(viewer, input.message_id));
    onCommand(ctx.realtime, socket, ctx.log, ChatCommands.readAll, readAllCommand, (viewer, input) => service.readAll(viewer, input.chat_id));
  });
}

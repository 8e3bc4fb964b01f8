// The AI partner's SQL, by table in sql/.
import { messagesSql } from './sql/messages';

export const aiPartnerRepository = { messages: messagesSql };
export type { AiMessageRow } from './sql/messages';

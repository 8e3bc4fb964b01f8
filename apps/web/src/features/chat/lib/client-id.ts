// client_message_id: chosen here, so a resend of the same message is recognised by the server
// (never a second message). crypto.randomUUID needs a secure context; a self-hosted instance on
// plain http has only getRandomValues.
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

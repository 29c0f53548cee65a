/**
 * A new client_message_id (a version 4 UUID). crypto.randomUUID exists only in secure contexts (https, localhost); a
 * page opened over plain http on a local network gets the same format from crypto.getRandomValues.
 */
export function newClientMessageId(): string {
  // The DOM types declare randomUUID always present; outside a secure context it is not.
  const { randomUUID } = crypto as Partial<Crypto>;
  if (randomUUID) return randomUUID.call(crypto);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new conversation token: 32 random bytes in base64url, the shape the server takes (CONVERSATION_TOKEN_PATTERN). */
export function newConversationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

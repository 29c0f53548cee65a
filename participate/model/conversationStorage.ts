/** Where the page keeps each link's conversation token, so that a reload (or coming back later) continues it. */
export interface ConversationStorage {
  read(linkToken: string): string | null;
  write(linkToken: string, conversationToken: string): void;
  forget(linkToken: string): void;
}

const keyOf = (linkToken: string) => `participate:conversation:${linkToken}`;

/**
 * localStorage, one key per link, so two surveys (or two links of one) on the same phone never share a conversation.
 * Storage can be missing or refuse writes (private browsing, disabled storage): the page then simply starts anew on
 * every load, which is what it would do without the token.
 */
export function browserConversationStorage(storage: () => Storage = () => window.localStorage): ConversationStorage {
  return {
    read(linkToken) {
      try {
        return storage().getItem(keyOf(linkToken));
      } catch {
        return null;
      }
    },
    write(linkToken, conversationToken) {
      try {
        storage().setItem(keyOf(linkToken), conversationToken);
      } catch {
        // Not kept: a reload starts a new conversation.
      }
    },
    forget(linkToken) {
      try {
        storage().removeItem(keyOf(linkToken));
      } catch {
        // Nothing was kept.
      }
    },
  };
}

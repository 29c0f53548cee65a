/** Where the page keeps each link's conversation token, so that a reload (or coming back later) continues it. */
export interface ConversationStorage {
  read(linkToken: string): string | null;
  write(linkToken: string, conversationToken: string): void;
  forget(linkToken: string): void;
  /** True the first time this browser opens the link (marking it opened): a visit is counted once per browser. */
  firstVisit(linkToken: string): boolean;
}

const keyOf = (linkToken: string) => `participate:conversation:${linkToken}`;
const visitKeyOf = (linkToken: string) => `participate:visited:${linkToken}`;

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
    firstVisit(linkToken) {
      try {
        if (storage().getItem(visitKeyOf(linkToken)) !== null) return false;
        storage().setItem(visitKeyOf(linkToken), '1');
        return true;
      } catch {
        // Nothing can be kept: each load is a visit, as nothing tells it from a new visitor.
        return true;
      }
    },
  };
}

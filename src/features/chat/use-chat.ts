import { useCallback, useEffect, useRef, useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { format } from '../../lib/i18n/format.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { loadConversation, sendChatMessage, type ChatMessage } from './chat-client.ts';
import type { ChatText } from './chat-schema.ts';

/**
 * The chat window's state: the messages (greeting first), a pending reply, and `send`; in the
 * page's language (`locale`, `text`).
 */
export function useChat(
  centerId: string,
  centerName: string,
  open: boolean,
  { locale, text: chatText }: { locale: Locale; text: ChatText },
) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'greeting', text: format(chatText.window.greeting, { name: centerName }), isUser: false },
  ]);
  const [pending, setPending] = useState(false);
  const conversation = useRef<string | null>(null);
  const loaded = useRef(false);

  // The conversation to continue is looked up on first opening; a failure is silent (spec).
  useEffect(() => {
    if (!open || loaded.current) return;
    loaded.current = true;
    loadConversation(getPocketBase(), centerId)
      .then((found) => {
        if (!found || conversation.current) return;
        conversation.current = found.id;
        setMessages((current) =>
          [current[0], ...found.messages, ...current.slice(1)].filter((m) => m !== undefined),
        );
      })
      .catch((error: unknown) => {
        console.error('Chat conversation lookup failed', error);
      });
  }, [open, centerId]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pending) return false;
      setPending(true);
      const replyId = `reply-${String(Date.now())}`;
      setMessages((current) => [
        ...current,
        { id: `mine-${String(Date.now())}`, text: message, isUser: true },
        { id: replyId, text: '', isUser: false },
      ]);
      conversation.current = await sendChatMessage(message, {
        pb: getPocketBase(),
        centerId,
        centerName,
        conversationId: conversation.current,
        locale,
        errors: chatText.errors,
        onReply: (reply) => {
          setMessages((current) =>
            current.map((m) => (m.id === replyId ? { ...m, text: reply } : m)),
          );
        },
      });
      setPending(false);
      return true;
    },
    [centerId, centerName, pending, locale, chatText.errors],
  );

  return { messages, pending, send };
}

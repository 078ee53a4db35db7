import { useCallback, useEffect, useRef, useState } from 'react';
import { getPocketBase } from '../../lib/session.ts';
import { greeting } from './chat-schema.ts';
import { loadConversation, sendChatMessage, type ChatMessage } from './chat-client.ts';

/** The chat window's state: the messages (greeting first), a pending reply, and `send`. */
export function useChat(centerId: string, centerName: string, open: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'greeting', text: greeting(centerName), isUser: false },
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
        onReply: (reply) => {
          setMessages((current) =>
            current.map((m) => (m.id === replyId ? { ...m, text: reply } : m)),
          );
        },
      });
      setPending(false);
      return true;
    },
    [centerId, centerName, pending],
  );

  return { messages, pending, send };
}

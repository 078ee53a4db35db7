/// <reference path="../pb_data/types.d.ts" />
// Who reads chat conversations and messages: a signed-in visitor their own; an
// anonymous visitor the conversation of their browser session, by sending its random session
// id in the X-Chat-Session header (the id is a hidden field, never in any answer); admins all.
// Center owners read none of their visitors' chats. Only the site server's account writes.
const mine = (prefix) =>
  `(@request.auth.id != "" && ${prefix}user = @request.auth.id) || ` +
  `(${prefix}user = "" && ${prefix}user_session_id != "" && @request.headers.x_chat_session = ${prefix}user_session_id) || ` +
  `@request.auth.role = "admin"`;

migrate(
  (app) => {
    const conversations = app.findCollectionByNameOrId("chat_conversations");
    conversations.listRule = mine("");
    conversations.viewRule = mine("");
    app.save(conversations);

    const messages = app.findCollectionByNameOrId("chat_messages");
    messages.listRule = mine("conversation.");
    messages.viewRule = mine("conversation.");
    app.save(messages);
  },
  (app) => {
    const conversations = app.findCollectionByNameOrId("chat_conversations");
    conversations.listRule = '@request.auth.id != "" && user = @request.auth.id';
    conversations.viewRule = '@request.auth.id != "" && user = @request.auth.id';
    app.save(conversations);

    const messages = app.findCollectionByNameOrId("chat_messages");
    messages.listRule = '@request.auth.id != "" && conversation.user = @request.auth.id';
    messages.viewRule = '@request.auth.id != "" && conversation.user = @request.auth.id';
    app.save(messages);
  },
);

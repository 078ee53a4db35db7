/// <reference path="../pb_data/types.d.ts" />
// AI chat conversations and messages. Written only by the server's chat route; a signed-in
// visitor reads back their own history, nobody reads anyone else's.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const centers = app.findCollectionByNameOrId("centers");
    const created = { type: "autodate", name: "created", onCreate: true, onUpdate: false };
    const updated = { type: "autodate", name: "updated", onCreate: true, onUpdate: true };

    const conversations = new Collection({
      type: "base",
      name: "chat_conversations",
      listRule: '@request.auth.id != "" && user = @request.auth.id',
      viewRule: '@request.auth.id != "" && user = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "center",
          collectionId: centers.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "relation", name: "user", collectionId: users.id, maxSelect: 1, cascadeDelete: true },
        { type: "text", name: "user_session_id", max: 100, hidden: true },
        { type: "bool", name: "is_active" },
        created,
        updated,
      ],
      indexes: ["CREATE INDEX idx_chat_conversations_center_user ON chat_conversations (center, user, updated)"],
    });
    app.save(conversations);

    app.save(
      new Collection({
        type: "base",
        name: "chat_messages",
        listRule: '@request.auth.id != "" && conversation.user = @request.auth.id',
        viewRule: '@request.auth.id != "" && conversation.user = @request.auth.id',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "conversation",
            collectionId: conversations.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { type: "text", name: "message", max: 10000, required: true },
          { type: "bool", name: "is_user" },
          created,
        ],
        indexes: ["CREATE INDEX idx_chat_messages_conversation ON chat_messages (conversation, created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("chat_messages"));
    app.delete(app.findCollectionByNameOrId("chat_conversations"));
  },
);

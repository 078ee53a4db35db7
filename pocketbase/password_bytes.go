package main

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// A new password longer than bcrypt's 72 bytes failed a visitor's sign-up with 'Failed to create
// record.' and no reason: PocketBase hashes the record while it checks the create rule, before
// any record hook (pb_hooks/passwords.pb.js, which says why for changes and resets) can look at
// it. This middleware refuses such a password on record creates of auth collections before
// that, with the shared password rule's words: src/lib/password-rule.ts PASSWORD_MAX_BYTES and
// PASSWORD_MESSAGES.tooLongBytes (tests/integration/hardening-passwords.test.ts holds the
// two texts equal).

const passwordMaxBytes = 72

// passwordCheckMaxBody is the largest sign-up body read here (a sign-up is a few hundred bytes).
const passwordCheckMaxBody = 64 * 1024

const passwordTooLongBytes = "Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password."

func registerPasswordBytes(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if e.Request.Method != http.MethodPost || !strings.HasPrefix(e.Request.Pattern, "POST /api/collections/{collection}/records") {
				return e.Next()
			}
			collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
			// Only a small body of known length is read here, before the route's own body limit;
			// anything else goes on to PocketBase's handler (and its limits) as it came.
			if err != nil || !collection.IsAuth() || e.Request.ContentLength <= 0 || e.Request.ContentLength > passwordCheckMaxBody {
				return e.Next()
			}
			// The body is read once and kept: the create handler reads the same copy.
			info, err := e.RequestInfo()
			if err != nil {
				return e.Next()
			}
			if password, ok := info.Body[core.FieldNamePassword].(string); ok && len(password) > passwordMaxBytes {
				return router.NewApiError(http.StatusBadRequest, passwordTooLongBytes, map[string]any{
					core.FieldNamePassword: map[string]string{"code": "validation_password_too_long", "message": passwordTooLongBytes},
				})
			}
			return e.Next()
		})
		return se.Next()
	})
}

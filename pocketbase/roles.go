package main

import "github.com/pocketbase/pocketbase/core"

// isAdmin reports whether auth is one of the app's administrators (users.role = admin). It is
// the one statement of that rule: the JS hooks call it as $roles.isAdmin (main.go binds it,
// pb_hooks/roles.js uses it).
func isAdmin(auth *core.Record) bool {
	return auth != nil && auth.Collection().Name == "users" && auth.GetString("role") == "admin"
}

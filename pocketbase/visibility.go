package main

import (
	"github.com/pocketbase/pocketbase/core"
)

// Who sees the hidden fields of a record, decided in Go because it runs for every record of
// every answer, where a JS hook's call per record would cap the public lists far below what
// PocketBase serves alone. Superusers see every field anyway.

// registerVisibility binds the per-record visibility hooks of centers and users to app.
func registerVisibility(app core.App) {
	// access_code: the center's owner and admins; stale_reminder_sent: admins only (the
	// data-quality view). Both stay hidden from everyone else.
	app.OnRecordEnrich("centers").BindFunc(func(e *core.RecordEnrichEvent) error {
		auth := requestAuth(e)
		if isAdmin(auth) {
			e.Record.Unhide("access_code", "stale_reminder_sent")
		} else if auth != nil && auth.Id == e.Record.GetString("owner") {
			e.Record.Unhide("access_code")
		}
		return e.Next()
	})

	// Admins are app users (role admin), not PocketBase superusers: they see the e-mail
	// addresses of the accounts they manage. Everyone else sees only their own.
	app.OnRecordEnrich("users").BindFunc(func(e *core.RecordEnrichEvent) error {
		if isAdmin(requestAuth(e)) {
			e.Record.IgnoreEmailVisibility(true)
		}
		return e.Next()
	})
}

// requestAuth is the signed-in record of the request being answered, or nil.
func requestAuth(e *core.RecordEnrichEvent) *core.Record {
	if e.RequestInfo == nil {
		return nil
	}
	return e.RequestInfo.Auth
}

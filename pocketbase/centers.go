package main

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// What every center create and save gets on the server, in Go because it runs for every center
// of a bulk create, where a JS hook call costs far more than Go's. The checks that need the
// site's TypeScript (the build's schema, premium fields, the facts' stamps) are
// pb_hooks/centers.pb.js, run for everyone but superusers (request_checks.go); it also lists
// the order in which all of them run.

// registerCenters binds the centers' create and save rules to app.
func registerCenters(app core.App, rebuilds *siteRebuilds) {
	// Before the JS checks (priority 0, request_checks.go), which check the record with these
	// fields set; the transaction after them.
	app.OnRecordCreateRequest("centers").Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "centerCreateDefaults",
		Priority: -10,
		Func:     centerCreateDefaults,
	})
	app.OnRecordCreateRequest("centers").Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "centerCreateTransaction",
		Priority: 10,
		Func: func(e *core.RecordRequestEvent) error {
			// PocketBase's transactions hold its single write connection: creates run one at a
			// time, and assignCenterNumber reads the highest number inside one.
			return e.App.RunInTransaction(func(txApp core.App) error {
				e.App = txApp
				return e.Next()
			})
		},
	})
	app.OnRecordCreate("centers").BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("state") == "" {
			e.Record.Set("state", "Minnesota")
		}
		return saveCenter(e)
	})
	app.OnRecordUpdate("centers").BindFunc(saveCenter)
	app.OnRecordCreateExecute("centers").BindFunc(assignCenterNumber)
	// A new center changes the public pages when it is public (src/domain/center/public-change.ts
	// altersPublicPage and publicPaths for a create: its own page, src/lib/routes.ts
	// centerHref); pb_hooks/rebuild.pb.js decides for every other write. The create does not
	// wait for the request to be sent (the live release has no file at a new address, so the
	// site renders it on demand already): a bulk create never waits.
	app.OnRecordAfterCreateSuccess("centers").BindFunc(func(e *core.RecordEvent) error {
		if isPublicApproval(e.Record.GetString("approved")) {
			page := centerPage(e.Record.GetString("company_name"), e.Record.GetInt("number"))
			rebuilds.enqueue("centers "+e.Record.Id, []string{page})
		}
		return e.Next()
	})
}

// centerPage is src/lib/routes.ts centerHref: a center's public page (centers_test.go holds
// the two together).
func centerPage(name string, number int) string {
	return "/center/" + slugify(name) + "-" + strconv.Itoa(number)
}

// hiddenApprovals are the approved values that keep a center off the public pages
// (src/domain/center/center-status.ts HIDDEN_APPROVALS; center_status_test.go holds the two together).
var hiddenApprovals = map[string]bool{"pending": true, "no": true, "rejected": true}

// isPublicApproval is src/domain/center/center-status.ts isPublicApproval: whether a center with this
// approved value is public.
func isPublicApproval(approved string) bool {
	return !hiddenApprovals[approved]
}

// centerCreateDefaults: a center created through the API by a non-admin is the creator's,
// pending review, unclaimed, not premium or featured (spec: Add Center); the AI chat is on
// unless the request says otherwise.
func centerCreateDefaults(e *core.RecordRequestEvent) error {
	info, err := e.RequestInfo()
	if err != nil {
		return err
	}
	if _, sent := info.Body["ai_chat_enabled"]; !sent {
		e.Record.Set("ai_chat_enabled", true)
	}
	if !e.HasSuperuserAuth() && !isAdmin(e.Auth) {
		if e.Auth != nil {
			e.Record.Set("owner", e.Auth.Id)
		}
		e.Record.Set("approved", "pending")
		e.Record.Set("claimed", false)
		e.Record.Set("premium", false)
		e.Record.Set("featured", false)
	}
	return e.Next()
}

// saveCenter keeps the server's fields of every saved center, whoever saves it: the slug from
// the name (slug.go), and owner_premium equal to the owner's plan (premium-only
// content shows only while the plan is active; pb_hooks/plan-sync.pb.js re-saves a user's
// centers when their subscription changes).
func saveCenter(e *core.RecordEvent) error {
	e.Record.Set("slug", slugify(e.Record.GetString("company_name")))
	premium, err := isPremium(e.App, e.Record.GetString("owner"))
	if err != nil {
		return err
	}
	e.Record.Set("owner_premium", premium)
	return e.Next()
}

// isPremium reports whether the user has premium access: a subscription on the premium plan
// that is active, as src/domain/plan/premium.ts planOf decides (and pb_hooks/owner-plan.js with it).
func isPremium(app core.App, userID string) (bool, error) {
	if userID == "" {
		return false, nil
	}
	var premium int
	err := app.DB().
		NewQuery("SELECT COUNT(*) FROM subscriptions WHERE user = {:user} AND plan_type = 'premium' AND status = 'active'").
		Bind(map[string]any{"user": userID}).
		Row(&premium)
	return premium > 0, err
}

// assignCenterNumber gives every new center the next free number: one above the highest in use
// (1 for the first). It runs in the create's own transaction (registerCenters opens one; a
// batch request is one; server code saving centers opens its own), and PocketBase's
// transactions hold its single write connection, so no two creates can read the same highest
// number. The unique index on centers.number stays as a guard.
func assignCenterNumber(e *core.RecordEvent) error {
	var highest int
	err := e.App.DB().NewQuery("SELECT COALESCE(MAX(number), 0) FROM centers").Row(&highest)
	if err != nil {
		return err
	}
	e.Record.Set("number", highest+1)
	return e.Next()
}

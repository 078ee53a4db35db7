package main

import (
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Checks of the records people send, for the JS hooks that only judge a request and never
// wrap the save: onRecordCreateCheck(handler, ...collections) and onRecordUpdateCheck(handler,
// ...collections) in pb_hooks. They run where a JS request hook runs (PocketBase's priority 0,
// between the Go hooks before and after it) but only for requests that are not a superuser's,
// and the handler's e.next() ends the check rather than running the save inside it:
//   - a superuser's create (the seed, imports, the bench: thousands in a row through the batch
//     API) never takes a JS runtime from the pool only to be told to go on;
//   - the runtime is back in the pool before the save, so a batch's records do not each hold
//     one until the whole batch is done (PocketBase runs a batch's requests nested inside each
//     other, and past the pool each hook call builds a fresh runtime).
// A handler that does not call e.next() (it answered itself, or threw) stops the request there,
// as a request hook's would.

// directoryApp is the app the JS hooks see: PocketBase, plus the check hooks above. The jsvm
// plugin offers a JS function for every method of its app whose name starts with "On".
type directoryApp struct {
	*pocketbase.PocketBase

	createChecks *hook.Hook[*core.RecordRequestEvent]
	updateChecks *hook.Hook[*core.RecordRequestEvent]
}

func newDirectoryApp(pb *pocketbase.PocketBase) *directoryApp {
	return &directoryApp{
		PocketBase:   pb,
		createChecks: &hook.Hook[*core.RecordRequestEvent]{},
		updateChecks: &hook.Hook[*core.RecordRequestEvent]{},
	}
}

// OnRecordCreateCheck is JS onRecordCreateCheck: checks of an API create by anyone but a
// superuser, of the collections named (all without names).
func (app *directoryApp) OnRecordCreateCheck(tags ...string) *hook.TaggedHook[*core.RecordRequestEvent] {
	return hook.NewTaggedHook(app.createChecks, tags...)
}

// OnRecordUpdateCheck is JS onRecordUpdateCheck: as OnRecordCreateCheck, for updates.
func (app *directoryApp) OnRecordUpdateCheck(tags ...string) *hook.TaggedHook[*core.RecordRequestEvent] {
	return hook.NewTaggedHook(app.updateChecks, tags...)
}

// registerRequestChecks runs the checks in the create and update request hooks.
func registerRequestChecks(app *directoryApp) {
	app.OnRecordCreateRequest().Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "recordCreateChecks",
		Priority: 0,
		Func: func(e *core.RecordRequestEvent) error {
			return runRequestChecks(app.createChecks, e)
		},
	})
	app.OnRecordUpdateRequest().Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "recordUpdateChecks",
		Priority: 0,
		Func: func(e *core.RecordRequestEvent) error {
			return runRequestChecks(app.updateChecks, e)
		},
	})
}

// runRequestChecks runs checks on the request of e, then the rest of e's hooks once a check's
// e.next() has come through them all.
func runRequestChecks(checks *hook.Hook[*core.RecordRequestEvent], e *core.RecordRequestEvent) error {
	if checks.Length() == 0 || e.HasSuperuserAuth() {
		return e.Next()
	}
	// An event of its own (its own chain of handlers), sharing the request, the app and the
	// record: what a check sets on the record is saved.
	check := &core.RecordRequestEvent{RequestEvent: e.RequestEvent, Record: e.Record}
	check.Collection = e.Collection
	passed := false
	err := checks.Trigger(check, func(*core.RecordRequestEvent) error {
		passed = true
		return nil
	})
	if err != nil || !passed {
		return err
	}
	e.Record = check.Record
	return e.Next()
}

package main

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Batches only where they are meant. PocketBase's batch API runs all its requests in one
// transaction, holding the single writer for the batch's whole length: a batch of public
// submissions (intake requests, contact messages, job applications, sign-ups) let one client
// hold the intake gate's slots and the write lock while other families waited, and failed on the
// gate itself. Batches exist for bulk work by signed-in staff (the seed, an admin's centers), so
// a batch may not write to a collection whose rule for that write lets anyone in: it is refused
// whole (403) before its transaction starts. Superusers (the seed, scripts) are not limited.

// batchCollectionURL finds the collection a batch request writes to.
var batchCollectionURL = regexp.MustCompile(`^/api/collections/([^/?]+)/records`)

// batchRefusedMessage is the 403's message.
const batchRefusedMessage = "Batch requests are not allowed for this collection: send each record on its own."

func registerBatchRules(app core.App) {
	app.OnBatchRequest().BindFunc(func(e *core.BatchRequestEvent) error {
		if e.HasSuperuserAuth() {
			return e.Next()
		}
		for _, request := range e.Batch {
			match := batchCollectionURL.FindStringSubmatch(request.URL)
			if match == nil {
				continue // PocketBase refuses what is not a record write itself
			}
			collection, err := e.App.FindCachedCollectionByNameOrId(match[1])
			if err != nil {
				continue // and a missing collection
			}
			if publicWrite(collection, request.Method) {
				return router.NewApiError(http.StatusForbidden, batchRefusedMessage, map[string]any{"collection": collection.Name})
			}
		}
		return e.Next()
	})
}

// publicWrite tells whether the collection's rule for this method could let a visitor without
// an account write: a rule that is set (not superusers-only) and never looks at who is asking.
// An upsert (PUT) may create or update, so either rule counts.
func publicWrite(collection *core.Collection, method string) bool {
	var rules []*string
	switch strings.ToUpper(method) {
	case http.MethodPost:
		rules = []*string{collection.CreateRule}
	case http.MethodPatch:
		rules = []*string{collection.UpdateRule}
	case http.MethodDelete:
		rules = []*string{collection.DeleteRule}
	case http.MethodPut:
		rules = []*string{collection.CreateRule, collection.UpdateRule}
	}
	for _, rule := range rules {
		if rule != nil && !strings.Contains(*rule, "@request.auth") {
			return true
		}
	}
	return false
}

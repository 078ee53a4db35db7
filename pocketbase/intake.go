package main

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Intake submissions under load: every submission is checked and
// ranked in JS, then stored in a transaction, and PocketBase has one write connection. At 20
// submissions a second on a loaded machine they queued up to 30 s for it. Now a few are
// handled at a time; the others wait their turn for at most intakeMaxWait, and past that (or
// when intakeMaxWaiting already wait) they get a quick 503 with Retry-After. The intake form
// keeps what was typed and says sending failed and to try again (src/features/intake). An
// accepted submission is stored once, as before: nothing is stored for a 503.

const (
	// intakeSlots submissions are checked, ranked and stored at the same time: enough to keep
	// one ranking beside one transaction on 2 cores.
	intakeSlots = 4
	// intakeMaxWait is the longest a submission waits for a slot.
	intakeMaxWait = 2 * time.Second
	// intakeMaxWaiting submissions may wait (two rounds of the slots); more are answered 503 at
	// once. npm run load on the loaded machine: with 60 waiting for up to 5 s, the 503s came
	// after 5 s and the accepted ones after 7 s (p50).
	intakeMaxWaiting = 2 * intakeSlots
	// intakeRetryAfter is the Retry-After of the 503, in seconds.
	intakeRetryAfter = 5
)

// intakeBusyMessage is the 503's message (the form shows its own).
const intakeBusyMessage = "Too many requests are being sent right now. Please try again in a few seconds."

type intakeGate struct {
	slots   chan struct{}
	waiting atomic.Int32
	maxWait time.Duration
}

// registerIntakeGate binds the gate in front of the intake create hooks (pb_hooks/intake.pb.js).
func registerIntakeGate(app core.App) {
	gate := &intakeGate{slots: make(chan struct{}, intakeSlots), maxWait: intakeMaxWait}
	app.OnRecordCreateRequest("intake_submissions").Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "intakeGate",
		Priority: -10,
		Func:     gate.admit,
	})
}

// admit runs the rest of the create once a slot is free, or answers 503. A create inside a
// batch (only a superuser's: batch_rules.go) takes no slot: a slot is never held across a
// batch's transaction, where it would wait for the write lock the batch itself holds.
func (g *intakeGate) admit(e *core.RecordRequestEvent) error {
	if info, err := e.RequestInfo(); err == nil && info.Context == core.RequestInfoContextBatch {
		return e.Next()
	}
	if !g.acquire() {
		e.Response.Header().Set("Retry-After", strconv.Itoa(intakeRetryAfter))
		return router.NewApiError(http.StatusServiceUnavailable, intakeBusyMessage, nil)
	}
	defer func() { <-g.slots }()
	return e.Next()
}

// acquire takes a slot, waiting at most maxWait, unless too many wait already.
func (g *intakeGate) acquire() bool {
	select {
	case g.slots <- struct{}{}:
		return true
	default:
	}
	if g.waiting.Add(1) > intakeMaxWaiting {
		g.waiting.Add(-1)
		return false
	}
	defer g.waiting.Add(-1)
	timer := time.NewTimer(g.maxWait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
		return true
	case <-timer.C:
		return false
	}
}

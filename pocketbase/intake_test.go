package main

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func TestIntakeGateLetsSlotsInAndRefusesWhoWaitsTooLong(t *testing.T) {
	gate := &intakeGate{slots: make(chan struct{}, 2), maxWait: 50 * time.Millisecond}
	if !gate.acquire() || !gate.acquire() {
		t.Fatal("the free slots were refused")
	}
	started := time.Now()
	if gate.acquire() {
		t.Fatal("a third submission got in while both slots were taken")
	}
	if waited := time.Since(started); waited < 50*time.Millisecond || waited > time.Second {
		t.Fatalf("refused after %v, not after the longest wait", waited)
	}
	// A slot freed while one waits lets that one in.
	go func() {
		time.Sleep(10 * time.Millisecond)
		<-gate.slots
	}()
	if !gate.acquire() {
		t.Fatal("a freed slot was not taken")
	}
}

func TestIntakeGateRefusesAtOnceWhenTooManyWait(t *testing.T) {
	gate := &intakeGate{slots: make(chan struct{}, 1), maxWait: time.Minute}
	gate.slots <- struct{}{}
	gate.waiting.Store(intakeMaxWaiting)
	started := time.Now()
	if gate.acquire() {
		t.Fatal("got in with the slot taken")
	}
	if waited := time.Since(started); waited > 100*time.Millisecond {
		t.Fatalf("waited %v though the queue was full", waited)
	}
}

func TestIntakeGateAnswers503WithRetryAfter(t *testing.T) {
	gate := &intakeGate{slots: make(chan struct{}, 1), maxWait: 10 * time.Millisecond}
	gate.slots <- struct{}{}
	recorder := httptest.NewRecorder()
	e := &core.RecordRequestEvent{RequestEvent: &core.RequestEvent{}}
	e.Response = recorder
	e.Request = httptest.NewRequest(http.MethodPost, "/api/collections/intake_submissions/records", nil)
	err := gate.admit(e)
	var apiErr *router.ApiError
	if !errors.As(err, &apiErr) || apiErr.Status != http.StatusServiceUnavailable {
		t.Fatalf("admit = %v, want a 503", err)
	}
	if got := recorder.Header().Get("Retry-After"); got != strconv.Itoa(intakeRetryAfter) {
		t.Fatalf("Retry-After = %q", got)
	}
}

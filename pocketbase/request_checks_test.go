package main

import (
	"errors"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// requestWith runs a create request's hooks as PocketBase does: the check runner, then the save.
func requestWith(checks *hook.Hook[*core.RecordRequestEvent], auth *core.Record, record *core.Record, steps *[]string) error {
	requestHooks := &hook.Hook[*core.RecordRequestEvent]{}
	requestHooks.BindFunc(func(e *core.RecordRequestEvent) error {
		return runRequestChecks(checks, e)
	})
	e := &core.RecordRequestEvent{RequestEvent: &core.RequestEvent{Auth: auth}, Record: record}
	e.Collection = record.Collection()
	return requestHooks.Trigger(e, func(e *core.RecordRequestEvent) error {
		*steps = append(*steps, "save "+e.Record.GetString("note"))
		return nil
	})
}

func TestRequestChecksRunForEveryoneButSuperusersAndEndBeforeTheSave(t *testing.T) {
	centers := core.NewBaseCollection("centers")
	centers.Fields.Add(&core.TextField{Name: "note"})
	users := core.NewAuthCollection("users")
	superusers := core.NewAuthCollection(core.CollectionNameSuperusers)

	var steps []string
	checks := &hook.Hook[*core.RecordRequestEvent]{}
	hook.NewTaggedHook(checks, "centers").BindFunc(func(e *core.RecordRequestEvent) error {
		steps = append(steps, "check")
		e.Record.Set("note", "checked")
		err := e.Next()
		steps = append(steps, "check done")
		return err
	})

	for _, auth := range []*core.Record{nil, core.NewRecord(users)} {
		steps = nil
		if err := requestWith(checks, auth, core.NewRecord(centers), &steps); err != nil {
			t.Fatal(err)
		}
		// The check has ended before the save, and what it set is saved.
		if want := []string{"check", "check done", "save checked"}; !slices.Equal(steps, want) {
			t.Fatalf("steps = %v, want %v", steps, want)
		}
	}

	steps = nil
	if err := requestWith(checks, core.NewRecord(superusers), core.NewRecord(centers), &steps); err != nil {
		t.Fatal(err)
	}
	if want := []string{"save "}; !slices.Equal(steps, want) {
		t.Fatalf("a superuser's request: steps = %v, want %v", steps, want)
	}

	// Another collection's request is not checked.
	steps = nil
	other := core.NewBaseCollection("notes")
	other.Fields.Add(&core.TextField{Name: "note"})
	if err := requestWith(checks, nil, core.NewRecord(other), &steps); err != nil {
		t.Fatal(err)
	}
	if want := []string{"save "}; !slices.Equal(steps, want) {
		t.Fatalf("another collection: steps = %v, want %v", steps, want)
	}
}

func TestARequestCheckThatRefusesOrAnswersStopsTheRequest(t *testing.T) {
	centers := core.NewBaseCollection("centers")
	centers.Fields.Add(&core.TextField{Name: "note"})
	refused := errors.New("refused")

	for _, refusal := range []error{
		refused,
		nil, // answered itself: no e.next()
	} {
		checks := &hook.Hook[*core.RecordRequestEvent]{}
		hook.NewTaggedHook(checks, "centers").BindFunc(func(*core.RecordRequestEvent) error {
			return refusal
		})
		var steps []string
		err := requestWith(checks, nil, core.NewRecord(centers), &steps)
		if len(steps) != 0 {
			t.Fatalf("saved after the check stopped the request: %v", steps)
		}
		if !errors.Is(err, refusal) {
			t.Fatalf("error = %v, want %v", err, refusal)
		}
	}
}
